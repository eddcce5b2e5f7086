import { business, seo, site } from '../content/built-site-documents';
import { pageRoutes } from '../../site/route-table';
import { robotsTxt, sitemapXml, webManifest } from './site-file-formats';
import { cafeStructuredData, structuredDataScript } from './structured-data';

/**
 * What scripts/prerender.ts writes besides the pages: files at the site's root
 * and the structured-data element every page's head carries. Colours come from
 * the design tokens, which the prerender script reads.
 */
export function siteFiles(colours: { theme: string; background: string }) {
  return {
    files: {
      'sitemap.xml': sitemapXml(seo.siteUrl, pageRoutes),
      'robots.txt': robotsTxt(seo.siteUrl),
      'manifest.webmanifest': webManifest({
        name: site.brand.name,
        shortName: seo.shortName,
        description: seo.home.description,
        language: seo.language,
        themeColor: colours.theme,
        backgroundColor: colours.background,
      }),
    },
    structuredData: structuredDataScript(cafeStructuredData(business, seo, site.brand.name)),
  };
}
