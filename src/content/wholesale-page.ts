import json from '../../content/pages/wholesale.json';
import { wholesalePageCollection, type WholesalePageContent } from '../../tina/collections/wholesale';
import { documentHook } from './document-hook';

const content: WholesalePageContent = json;

export const useWholesalePageContent = documentHook(wholesalePageCollection, 'wholesale.json', content);
