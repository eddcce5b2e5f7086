import seoJson from '#content/site/seo.json';
import type { SeoContent } from '#tina/schema/collections/seo';
import { documentHook } from './document-hook';

export type { SeoContent };

export const useSeoContent = documentHook<SeoContent>('seo', 'seo.json', seoJson);
