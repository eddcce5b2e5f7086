import json from '#content/pages/menu.json';
import type { MenuItem, MenuPageContent, MenuSection } from '#tina/schema/collections/menu';
import { documentHook } from './document-hook';

export type { MenuItem, MenuPageContent, MenuSection };

export const useMenuPageContent = documentHook<MenuPageContent>('menuPage', 'menu.json', json);
