import businessJson from '../../content/site/business.json';
import type { BusinessContent } from '../../tina/collections/business';
import { documentHook } from './document-hook';

export type { BusinessContent };

const business: BusinessContent = businessJson;

export const useBusinessContent = documentHook('business', 'business.json', business);
