import json from '../../content/pages/menu.json';
import type { MenuItem, MenuPageContent, MenuSection } from '../../tina/collections/menu';
import { documentHook } from './document-hook';

export type { MenuItem, MenuPageContent, MenuSection };

const content: MenuPageContent = json;

export const useMenuPageContent = documentHook('menuPage', 'menu.json', content);
