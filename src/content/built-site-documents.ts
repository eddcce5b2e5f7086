import menuJson from '#content/pages/menu.json';
import businessJson from '#content/site/business.json';
import seoJson from '#content/site/seo.json';
import siteJson from '#content/site/site.json';
import type { BusinessContent } from '#tina/schema/collections/business';
import type { MenuPageContent } from '#tina/schema/collections/menu';
import type { SeoContent } from '#tina/schema/collections/seo';
import type { SiteContent } from '#tina/schema/collections/site';

/**
 * The site-wide documents, typed, for what the build writes outside any page (sitemap, manifest, structured
 * data), and the menu, whose structured data goes in its page's head. Pages and the layout read the same
 * documents through their hooks, which the visual editor can update live.
 */
export const business: BusinessContent = businessJson;
export const seo: SeoContent = seoJson;
export const site: SiteContent = siteJson;
export const menu: MenuPageContent = menuJson;
