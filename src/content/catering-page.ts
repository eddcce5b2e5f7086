import json from '#content/pages/catering.json';
import type { CateringPageContent } from '#tina/schema/collections/catering';
import { documentHook } from './document-hook';

const content: CateringPageContent = json;

export const useCateringPageContent = documentHook('cateringPage', 'catering.json', content);
