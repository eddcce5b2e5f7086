import businessJson from '../../content/site/business.json';
import seoJson from '../../content/site/seo.json';
import siteJson from '../../content/site/site.json';
import type { BusinessContent } from '../../tina/collections/business';
import type { SeoContent } from '../../tina/collections/seo';
import type { SiteContent } from '../../tina/collections/site';

/**
 * The site-wide documents, typed, for what the build writes outside any page
 * (sitemap, manifest, structured data). Pages and the layout read the same
 * documents through their hooks, which the visual editor can update live.
 */
export const business: BusinessContent = businessJson;
export const seo: SeoContent = seoJson;
export const site: SiteContent = siteJson;
