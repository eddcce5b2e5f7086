import json from '../../content/pages/home.json';
import type { HomePageContent } from '../../tina/collections/home';
import { documentHook } from './document-hook';

const content: HomePageContent = json;

export const useHomePageContent = documentHook('homePage', 'home.json', content);
