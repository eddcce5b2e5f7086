import siteJson from '../../content/site/site.json';
import { siteCollection, type SiteContent } from '../../tina/collections/site';
import { documentHook } from './document-hook';

const site: SiteContent = siteJson;

export const useSiteContent = documentHook(siteCollection, 'site.json', site);
