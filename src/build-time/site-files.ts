import { business, menu, seo, site } from '#src/content/built-site-documents';
import { siteDay } from '#src/content/site-day';
import { liveNotice, noticeId } from '#src/content/site-notice';
import { noticeDismissal } from '#src/components/site-notice/notice-dismissal';
import { pageRoutes, type PageRoute, type RoutedPageId } from '#model/route-table';
import escapeHtml from 'escape-html';
import { menuStructuredData } from './menu-structured-data';
import { cafeStructuredData, structuredDataScript } from './structured-data';

/** sitemap.xml: every page of the route table at its canonical address. */
export function sitemapXml(siteUrl: string, routes: readonly PageRoute[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(siteUrl + route.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap says what there is. */
export function robotsTxt(siteUrl: string): string {
  // A line break would let the address add rules of its own; the content check refuses it, and so does this.
  if (/\s/.test(siteUrl)) {
    throw new Error(`The site address ${JSON.stringify(siteUrl)} contains white space.`);
  }
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The PNG icons in public/icons (drawn by `npm run images`), as the manifest lists them. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * What scripts/prerender/prerender.ts writes besides the pages: the small files at the site's root that
 * search engines, browsers and phones ask a site for, the structured-data element every page's
 * head carries, and the one only a page's own head carries (the menu's). Colours come from the
 * design tokens, which the prerender script reads.
 */
export function siteFiles(colours: { theme: string; background: string }) {
  const pageStructuredData: Partial<Record<RoutedPageId, string>> = {
    menu: structuredDataScript(menuStructuredData(menu, seo, siteDay(business.timeZone))),
  };
  // How the site looks when a visitor adds it to a phone's home screen.
  const manifest = {
    name: site.brand.name,
    short_name: seo.shortName,
    description: seo.home.description,
    lang: seo.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: manifestIcons,
  };
  return {
    files: {
      'sitemap.xml': sitemapXml(seo.siteUrl, pageRoutes),
      'robots.txt': robotsTxt(seo.siteUrl),
      'manifest.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
    },
    structuredData: structuredDataScript(
      cafeStructuredData({ business, seo, brandName: site.brand.name }, siteDay(business.timeZone)),
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
  if (!notice) {
    return '';
  }
  const key = JSON.stringify(noticeDismissal.storageKey);
  const id = JSON.stringify(noticeId(notice));
  const attribute = JSON.stringify(noticeDismissal.attribute);
  return `<script>try{if(sessionStorage.getItem(${key})===${id})document.documentElement.setAttribute(${attribute},"")}catch(e){}</script>`;
}
