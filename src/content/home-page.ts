import json from '#content/pages/home.json';
import type { HomePageContent } from '#tina/schema/collections/home';
import { documentHook } from './document-hook';

export const useHomePageContent = documentHook<HomePageContent>('homePage', 'home.json', json);
