/**
 * Writes one static HTML file per route into dist/, from the server bundle webpack built into
 * dist-server/: the page fully rendered (its islands too, which the browser hydrates one by one:
 * docs/decisions/019-islands.md), its head (React's title, description, canonical address and
 * sharing tags; the structured data; the language), its styles inlined, and its scripts (the site's
 * own on every page, the islands' where the page has one). Then the site's root files: sitemap.xml,
 * robots.txt and manifest.webmanifest, from the route table and the content; and `_headers`, the
 * HTTP headers, whose Content-Security-Policy allows exactly the inline code the pages carry. See
 * docs/decisions/001-prerender-at-build-time.md and 006-trust-and-security-headers.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deliveryOf, deliveryOrigins } from '#model/form-delivery';
import escapeHtml from 'escape-html';
import { speculationRules } from '#src/browser/fetch-ahead';
import { buildOutput, projectRoot } from '#scripts/build/build-output';
import { tokenColour } from '#scripts/build/design-tokens';
import { blockedInlineCodeIn, hashSource, inlineSourcesOf } from '#scripts/headers/inline-sources';
import { hostedHeaderRules } from '#scripts/headers/hosted-headers';
import {
  addressesOfPage,
  contentSecurityPolicy,
  headersFile,
  siteHeaderRules,
} from '#scripts/headers/site-headers';
import { buildIdMeta } from './build-id';
import { editorPreviewTag } from './editor-preview-script';
import { pageDocument } from './page-document';
import { publishedStatement } from './published-statement';
import { statementPath } from '#model/published-statement';
import { barTimeZone } from '#scripts/build/build-day';
import { webFontsTag } from '#scripts/fonts/web-fonts-script';

const { distDir, serverDir } = buildOutput();

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) {
    fail(`${path.relative(process.cwd(), file)} is missing: run webpack first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/**
 * A stylesheet of the server bundle, inlined: the first paint then waits for no request beyond
 * the HTML (a page's CSS is a few KB compressed).
 */
function inlineStyle(file: string): string {
  const css = fs.readFileSync(path.join(serverDir, file), 'utf8').trim();
  // Relative url()s would resolve against the page instead of /assets/; a closing tag would end the element.
  if (/url\((?!["']?(?:\/|data:|#))/.test(css) || /<\/style/i.test(css)) {
    fail(`${file} cannot be inlined: it has a relative url() or "</style".`);
  }
  return `<style>${css}</style>`;
}

/**
 * The policy as a `<meta>` element, first in the head so it covers every inline element after it;
 * then the build's id, which `npm run check:deploy` looks for in the live pages.
 */
function withPolicyAndBuildMeta(html: string, policy: string, buildId: string): string {
  const charset = '<meta charset="utf-8">';
  return html.replace(
    charset,
    () =>
      `${charset}<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">` +
      `<meta name="${buildIdMeta}" content="${buildId}">`,
  );
}

function writeFile(file: string, text: string, url = '') {
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  console.log(`prerender: ${url.padEnd(16)} → dist/${file}`);
}

type Server = typeof import('#src/entry-server');
type AssetLists = Record<string, string[]>;

/** What webpack listed: each chunk's styles, the browser bundle's scripts, and the hosted build's editor. */
function readAssetLists() {
  const pageStyles = readJson<AssetLists>(path.join(serverDir, 'page-assets.json'));
  const browserScripts = readJson<AssetLists>(path.join(serverDir, 'browser-assets.json'));
  const editorFile = path.join(serverDir, 'editor-assets.json');
  const editorScript = fs.existsSync(editorFile)
    ? `/assets/editor/${readJson<AssetLists>(editorFile).editor?.[0] ?? fail('no editor bundle in the hosted build.')}`
    : undefined;
  return { pageStyles, browserScripts, editorScript };
}

/** The one file of a browser bundle's entry, by its address. */
function scriptOf(browserScripts: AssetLists, entry: 'site' | 'islands'): string {
  const files = browserScripts[entry];
  if (files?.length !== 1) {
    fail(`the browser bundle's "${entry}" is ${files?.length ?? 0} files, not one.`);
  }
  return `/${files[0]}`;
}

/** What the pages' documents are made of besides each page's own rendering, and the site's root files. */
function siteParts(
  { pageStyles, browserScripts, editorScript }: ReturnType<typeof readAssetLists>,
  server: Server,
) {
  const siteScript = scriptOf(browserScripts, 'site');
  const islandsScript = scriptOf(browserScripts, 'islands');
  const globalStyles = (pageStyles['entry-server'] ?? []).map(inlineStyle).join('');
  const fontsScript = webFontsTag(globalStyles);
  const editorPreview = editorScript ? editorPreviewTag(editorScript) : '';
  const colours = { theme: tokenColour('color-espresso'), background: tokenColour('color-cream') };
  const { files: rootFiles, structuredData, pageStructuredData, noticeScript } = server.siteFiles(colours);
  // Tags every page shares: the manifest, the home-screen icon and the browser's theme colour.
  const siteTags =
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">` +
    `<meta name="theme-color" content="${colours.theme}">`;
  return {
    rootFiles,
    parts: {
      pageStyles,
      siteScript,
      islandsScript,
      globalStyles,
      fontsScript,
      editorPreview,
      siteTags,
      noticeScript,
      structuredData,
      pageStructuredData,
    },
  };
}

type PageParts = ReturnType<typeof siteParts>['parts'];

/** Every page to write: each route's, and the not-found page. */
const pagesOf = (server: Server) => [
  ...server.pageRoutes.map(({ path: url, id }) => ({ url, id, file: server.htmlFileFor(url) })),
  { url: '/__not-found__', id: 'notFound' as const, file: server.notFoundFile },
];

type Page = ReturnType<typeof pagesOf>[number];

/** A page's whole document, checked: one title, its chunk's styles, no inline code the policy would block. */
async function renderPage(server: Server, page: Page, parts: PageParts): Promise<string> {
  const rendered = await server.render(page.id);
  const titles = rendered.headTags.match(/<title>/g)?.length ?? 0;
  if (titles !== 1) {
    fail(`${page.url} renders ${titles} <title> elements instead of one (the layout's <PageHead>).`);
  }
  const chunk = server.chunkNameOf(page.id);
  const ownStyles = parts.pageStyles[chunk];
  if (!ownStyles) {
    fail(`no chunk "${chunk}" in the server build for ${page.url}.`);
  }
  // The bar's structured data belongs on its real pages, not on the not-found page; a page's own (the menu's) on it alone.
  const pageData =
    page.id === 'notFound' ? '' : parts.structuredData + (parts.pageStructuredData[page.id] ?? '');
  const html = pageDocument({
    language: server.pageLanguage,
    // The page's own CSS goes after the global styles, so it wins ties over them.
    head:
      `${parts.editorPreview}${rendered.headTags}${parts.siteTags}${parts.noticeScript}${parts.fontsScript}${pageData}` +
      `${parts.globalStyles}${ownStyles.map(inlineStyle).join('')}`,
    root: rendered.rootElement,
    data: rendered.islandProps,
    scripts: rendered.hasIslands ? [parts.siteScript, parts.islandsScript] : [parts.siteScript],
    lastElementId: server.siteFooterId,
  });
  const inlineCode = blockedInlineCodeIn(html);
  if (inlineCode) {
    fail(`${page.url} has inline code that the Content-Security-Policy forbids: ${inlineCode}`);
  }
  return html;
}

type RenderedPage = Page & { html: string };

/**
 * One policy for the whole site: it allows the inline code of every page, by hash, and the
 * Speculation Rules the page's script adds (src/browser/fetch-ahead.ts), and nothing else.
 */
function sitePolicy(renderedPages: readonly RenderedPage[], server: Server) {
  const pagesInline = inlineSourcesOf(renderedPages.map((page) => page.html));
  const inline = {
    ...pagesInline,
    scripts: [...pagesInline.scripts, ...Object.values(speculationRules).map(hashSource)].sort(),
  };
  // Where the forms send (the same content the pages were rendered from): allowed, and nothing else.
  const sendsTo = deliveryOrigins(deliveryOf(server.formDelivery));
  return { inline, sendsTo, metaPolicy: contentSecurityPolicy(inline, 'meta', sendsTo) };
}

type SitePolicy = ReturnType<typeof sitePolicy>;

/**
 * What the pages hold (their words, pictures and scripts' names) and the policy decide the id:
 * the same for the same site, another for any change.
 */
const buildIdOf = (renderedPages: readonly RenderedPage[], { metaPolicy }: SitePolicy) =>
  createHash('sha256')
    .update([...renderedPages.map((page) => page.html), metaPolicy].join('\0'))
    .digest('hex')
    .slice(0, 16);

/** The HTTP headers of every page, and of the hosted build's editor in dist/admin/ when there is one. */
function headerRulesOf(renderedPages: readonly RenderedPage[], { inline, sendsTo }: SitePolicy) {
  const pageAddresses = renderedPages.flatMap((page) =>
    page.id === 'notFound' ? [`/${page.file}`] : addressesOfPage(page.url, page.file),
  );
  const siteRules = siteHeaderRules(inline, pageAddresses, sendsTo);
  // `npm run build:hosted` puts TinaCloud's editor in dist/admin/ before this step; it needs its own policy.
  const adminIndex = path.join(distDir, 'admin', 'index.html');
  return fs.existsSync(adminIndex)
    ? hostedHeaderRules(siteRules, inlineSourcesOf([fs.readFileSync(adminIndex, 'utf8')]), sendsTo)
    : siteRules;
}

async function main() {
  const assets = readAssetLists();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is CommonJS, built moments ago
  const server = require(path.join(serverDir, 'entry-server.js')) as Server;
  const { rootFiles, parts } = siteParts(assets, server);
  const renderedPages: RenderedPage[] = [];
  for (const page of pagesOf(server)) {
    renderedPages.push({ ...page, html: await renderPage(server, page, parts) });
  }
  const policy = sitePolicy(renderedPages, server);
  const buildId = buildIdOf(renderedPages, policy);
  for (const page of renderedPages) {
    writeFile(page.file, withPolicyAndBuildMeta(page.html, policy.metaPolicy, buildId), page.url);
  }
  const rules = headerRulesOf(renderedPages, policy);
  for (const [file, text] of Object.entries({ ...rootFiles, _headers: headersFile(rules) })) {
    writeFile(file, text);
  }
  // What this build holds, for the editor to tell the owner when a save is live.
  const statement = await publishedStatement({
    buildId,
    builtAt: new Date(),
    timeZone: barTimeZone(projectRoot),
    root: projectRoot,
    env: process.env,
  });
  writeFile(statementPath.slice(1), `${JSON.stringify(statement, null, 2)}\n`);
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
