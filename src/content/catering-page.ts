import json from '../../content/pages/catering.json';
import { cateringPageCollection, type CateringPageContent } from '../../tina/collections/catering';
import { documentHook } from './document-hook';

const content: CateringPageContent = json;

export const useCateringPageContent = documentHook(cateringPageCollection, 'catering.json', content);
