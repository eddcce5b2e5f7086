import { business, menu, seo, site } from '../content/built-site-documents';
import { siteDay } from '../content/site-day';
import { liveNotice, noticeId } from '../content/site-notice';
import { noticeDismissal } from '../components/site-notice/notice-dismissal';
import { pageRoutes, type RoutedPageId } from '../../site/route-table';
import { menuStructuredData } from './menu-structured-data';
import { robotsTxt, sitemapXml, webManifest } from './site-file-formats';
import { cafeStructuredData, structuredDataScript } from './structured-data';

/**
 * What scripts/prerender.ts writes besides the pages: files at the site's root,
 * the structured-data element every page's head carries, and the one only a page's
 * own head carries (the menu's). Colours come from the design tokens, which the
 * prerender script reads.
 */
export function siteFiles(colours: { theme: string; background: string }) {
  const pageStructuredData: Partial<Record<RoutedPageId, string>> = {
    menu: structuredDataScript(menuStructuredData(menu, seo, siteDay(business.timeZone))),
  };
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
    structuredData: structuredDataScript(
      cafeStructuredData(business, seo, site.brand.name, siteDay(business.timeZone)),
    ),
    pageStructuredData,
    noticeScript: dismissedNoticeScript(),
  };
}

/**
 * For the head of every page while a notice is up: hides it before the first paint when the
 * visitor closed it earlier in this visit (src/components/site-notice), so it neither flashes
 * nor moves the page when the script starts. The id is letters and digits only.
 */
function dismissedNoticeScript(): string {
  const notice = liveNotice(site.notice, siteDay(business.timeZone));
  if (!notice) return '';
  const key = JSON.stringify(noticeDismissal.storageKey);
  const id = JSON.stringify(noticeId(notice));
  const attribute = JSON.stringify(noticeDismissal.attribute);
  return `<script>try{if(sessionStorage.getItem(${key})===${id})document.documentElement.setAttribute(${attribute},"")}catch(e){}</script>`;
}
