import type { PageRoute } from '../../site/route-table';
import { escapeHtml } from './escape-html';

/**
 * How each small file that search engines, browsers and phones ask a site for is
 * written: sitemap.xml, robots.txt and the web manifest. site-files.ts fills them
 * from the route table and the content at build time (see scripts/prerender.ts).
 */

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
  if (/\s/.test(siteUrl))
    throw new Error(`The site address ${JSON.stringify(siteUrl)} contains white space.`);
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export interface ManifestInput {
  name: string;
  shortName: string;
  description: string;
  language: string;
  themeColor: string;
  backgroundColor: string;
}

/** The PNG icons in public/icons (drawn by `npm run images`), as the manifest lists them. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** manifest.webmanifest: how the site looks when a visitor adds it to a phone's home screen. */
export function webManifest(input: ManifestInput): string {
  const manifest = {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: input.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: manifestIcons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
