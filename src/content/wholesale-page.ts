import json from '#content/pages/wholesale.json';
import type { WholesalePageContent } from '#tina/schema/collections/wholesale';
import { documentHook } from './document-hook';

const content: WholesalePageContent = json;

export const useWholesalePageContent = documentHook('wholesalePage', 'wholesale.json', content);
