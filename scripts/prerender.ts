/**
 * Writes one static HTML file per route into dist/, from the server bundle
 * that `webpack` built into dist-server/. Each file holds the page fully
 * rendered, its head (React's title, description, canonical address and sharing
 * tags; the structured data; the language), its styles inlined, and the shell's
 * one script tag, which starts the main bundle and the route's own scripts after
 * the first paint. Then the files at the site's root: sitemap.xml, robots.txt
 * and manifest.webmanifest, all from the route table and the content; and
 * `_headers`, the site's HTTP headers with a Content-Security-Policy that allows
 * exactly the inline code the pages carry, with the same rules for nginx
 * (`_nginx.conf`) and Caddy (`_Caddyfile`).
 * See docs/decisions/001-prerender-at-build-time.md and 006-trust-and-security-headers.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deliveryOf, deliveryOrigins } from '../site/form-delivery';
import { escapeHtml } from '../src/build-time/escape-html';
import { buildOutput } from './build-output';
import { tokenColour } from './design-tokens';
import { blockedInlineCodeIn, inlineSourcesOf } from './headers/inline-sources';
import { caddyConfig } from './headers/caddy-config';
import { hostedHeaderRules } from './headers/hosted-headers';
import { nginxConfig } from './headers/nginx-config';
import { addressesOfPage, contentSecurityPolicy, headersFile, siteHeaderRules } from './headers/site-headers';
import { pageHintsOf, pageHintsTag } from './page-hints';
import { picturePreloadTag } from './picture-preload';
import { withPageScripts } from './start-after-paint';
import { webFontsTag } from './web-fonts-script';

const { distDir, serverDir } = buildOutput();

type ServerEntry = typeof import('../src/entry-server');

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

/** The empty root of the HTML shell, with or without quotes (webpack minifies the shell). */
const rootElement = /<div id="?root"?><\/div>/;

/**
 * A stylesheet of dist/, inlined: the first paint then waits for no request
 * beyond the HTML (all CSS together is a couple of KB compressed). `data-href`
 * tells webpack's CSS loader that the file is already in the page, so moving
 * to another page in the browser does not fetch it again.
 */
function inlineStyle(href: string): string {
  const css = fs.readFileSync(path.join(distDir, href), 'utf8');
  // Relative url()s would resolve against the page instead of /assets/; a closing tag would end the element.
  if (/url\((?!["']?(?:\/|data:|#))/.test(css) || /<\/style/i.test(css)) {
    fail(`${href} cannot be inlined: it has a relative url() or "</style".`);
  }
  return `<style data-href="${href}">${css.trim()}</style>`;
}

/**
 * The shell with its stylesheet links (the global CSS) inlined, after the script that
 * marks the page to be drawn in the web fonts they name when the browser has them.
 */
function inlineStylesheets(html: string): string {
  const inlined = html.replace(
    /<link href="?(\/assets\/[^"\s>]+\.css)"? rel="?stylesheet"?>/g,
    (_tag, href: string) => inlineStyle(href),
  );
  const fontsScript = webFontsTag(inlined);
  return inlined.replace('<style data-href=', (tag) => fontsScript + tag);
}

/** Tags every page shares: the manifest, the home-screen icon and the browser's theme colour. */
function siteTags(themeColour: string): string {
  return (
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">` +
    `<meta name="theme-color" content="${themeColour}">`
  );
}

/** The policy as a `<meta>` element, first in the head so it covers every inline element after it. */
function withPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="?utf-8"?\s*\/?>/i;
  if (!charset.test(html)) fail('dist/index.html has no <meta charset="utf-8">.');
  return html.replace(
    charset,
    (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`,
  );
}

function writeFile(file: string, text: string) {
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

async function main() {
  const templatePath = path.join(distDir, 'index.html');
  if (!fs.existsSync(templatePath)) fail('dist/index.html is missing: run webpack first (npm run build).');
  const template = fs.readFileSync(templatePath, 'utf8');
  if (!rootElement.test(template)) fail('dist/index.html has no empty <div id="root"></div>.');
  const shell = inlineStylesheets(template);
  const routeAssets = JSON.parse(
    fs.readFileSync(path.join(serverDir, 'route-assets.json'), 'utf8'),
  ) as Record<string, string[]>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is CommonJS, built moments ago
  const server = require(path.join(serverDir, 'entry-server.js')) as ServerEntry;

  const colours = { theme: tokenColour('color-espresso'), background: tokenColour('color-cream') };
  const { files: rootFiles, structuredData, pageStructuredData, noticeScript } = server.siteFiles(colours);

  const pages = [
    ...server.pageRoutes.map((route) => ({
      url: route.path,
      id: route.id,
      file: server.htmlFileFor(route.path),
    })),
    { url: '/__not-found__', id: 'notFound' as const, file: server.notFoundFile },
  ];

  const renderedPages: ((typeof pages)[number] & { html: string; ownFiles: string[]; root: string })[] = [];
  for (const page of pages) {
    // The static host adds the 404 status when it serves 404.html.
    const rendered = await server.render(page.url);
    const titles = rendered.headTags.match(/<title>/g)?.length ?? 0;
    if (titles !== 1)
      fail(`${page.url} renders ${titles} <title> elements instead of one (the layout's <PageHead>).`);
    const chunk = server.chunkNameOf(page.id);
    const files = routeAssets[chunk];
    if (!files) fail(`no chunk "${chunk}" in the client build for ${page.url}.`);

    // Files shared with the main bundle (React, the router) are already in the shell.
    const ownFiles = files.filter((file) => !template.includes(file));
    const ownScripts = ownFiles.filter((file) => file.endsWith('.js'));
    // The bar's structured data belongs on its real pages, not on the not-found page; a page's own (the menu's) on it alone.
    const pageData = page.id === 'notFound' ? '' : structuredData + (pageStructuredData[page.id] ?? '');
    // The route's own CSS goes after the shell's, so it wins ties over the global styles.
    const ownStyles = ownFiles.filter((file) => file.endsWith('.css')).map(inlineStyle);
    // The shell's start-up tag runs the main bundle; the page's chunk follows it (in the shell
    // alone, before any content is in: text from content cannot pass for the tag's list).
    const html = withPageScripts(shell, ownScripts)
      .replace(/<html lang="?[\w-]*"?/, () => `<html lang="${escapeHtml(server.pageLanguage)}"`)
      // Functions as replacements: a "$&" or "$'" in the content's text must stay text.
      .replace(
        '</head>',
        () =>
          `${rendered.headTags}${siteTags(colours.theme)}${noticeScript}${pageData}` +
          `${picturePreloadTag(rendered.rootElement)}${ownStyles.join('')}</head>`,
      )
      .replace(rootElement, () => rendered.rootElement);
    const inlineCode = blockedInlineCodeIn(html);
    if (inlineCode)
      fail(`${page.url} has inline code that the Content-Security-Policy forbids: ${inlineCode}`);
    renderedPages.push({ ...page, html, ownFiles, root: rendered.rootElement });
  }

  // What each page needs, in every page, for the browser to fetch ahead (decision 015): data, not code.
  const hints = pageHintsTag(
    pageHintsOf(renderedPages.map((page) => ({ id: page.id, files: page.ownFiles, html: page.root }))),
  );
  for (const page of renderedPages) {
    if (!page.html.includes('</body>')) fail(`${page.url} has no </body> for the page hints.`);
    page.html = page.html.replace('</body>', () => `${hints}</body>`);
  }

  // One policy for the whole site: it allows the inline code of every page, by hash, and nothing else.
  const inline = inlineSourcesOf(renderedPages.map((page) => page.html));
  // Where the forms send (the same content the pages were rendered from): allowed, and nothing else.
  const sendsTo = deliveryOrigins(deliveryOf(server.formDelivery));
  const metaPolicy = contentSecurityPolicy(inline, 'meta', sendsTo);
  for (const page of renderedPages) {
    writeFile(page.file, withPolicyMeta(page.html, metaPolicy));
    console.log(`prerender: ${page.url.padEnd(16)} → dist/${page.file}`);
  }
  const pageAddresses = renderedPages.flatMap((page) =>
    page.id === 'notFound' ? [`/${page.file}`] : addressesOfPage(page.url, page.file),
  );
  const siteRules = siteHeaderRules(inline, pageAddresses, sendsTo);
  // `npm run build:hosted` puts TinaCloud's editor in dist/admin/ before this step; it needs its own policy.
  const adminIndex = path.join(distDir, 'admin', 'index.html');
  const rules = fs.existsSync(adminIndex)
    ? hostedHeaderRules(siteRules, inlineSourcesOf([fs.readFileSync(adminIndex, 'utf8')]))
    : siteRules;
  // One set of rules, in the format of each kind of host (README, "Go live").
  const hostFiles = {
    _headers: headersFile(rules),
    '_nginx.conf': nginxConfig(rules),
    _Caddyfile: caddyConfig(rules),
  };

  for (const [file, text] of Object.entries({ ...rootFiles, ...hostFiles })) {
    writeFile(file, text);
    console.log(`prerender: ${''.padEnd(16)} → dist/${file}`);
  }
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
