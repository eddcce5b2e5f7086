import siteJson from '../../content/site/site.json';
import type { SiteContent } from '../../tina/collections/site';
import { documentHook } from './document-hook';

const site: SiteContent = siteJson;

export const useSiteContent = documentHook('site', 'site.json', site);
