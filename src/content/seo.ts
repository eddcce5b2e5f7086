import seoJson from '../../content/site/seo.json';
import type { SeoContent } from '../../tina/collections/seo';
import { documentHook } from './document-hook';

export type { SeoContent };

const seo: SeoContent = seoJson;

export const useSeoContent = documentHook('seo', 'seo.json', seo);
