import seoJson from '../../content/site/seo.json';
import { seoCollection, type SeoContent } from '../../tina/collections/seo';
import { documentHook } from './document-hook';

const seo: SeoContent = seoJson;

export const useSeoContent = documentHook(seoCollection, 'seo.json', seo);
