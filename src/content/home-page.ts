import json from '../../content/pages/home.json';
import { homePageCollection, type HomePageContent } from '../../tina/collections/home';
import { documentHook } from './document-hook';

const content: HomePageContent = json;

export const useHomePageContent = documentHook(homePageCollection, 'home.json', content);
