import siteJson from '#content/site/site.json';
import type { SiteContent } from '#tina/schema/collections/site';
import { documentHook } from './document-hook';

export const useSiteContent = documentHook<SiteContent>('site', 'site.json', siteJson);
