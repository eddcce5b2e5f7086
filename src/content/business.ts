import businessJson from '#content/site/business.json';
import type { BusinessContent } from '#tina/schema/collections/business';
import { documentHook } from './document-hook';

export type { BusinessContent };

export const useBusinessContent = documentHook<BusinessContent>('business', 'business.json', businessJson);
