/**
 * Writes one static HTML file per route into dist/, from the server bundle
 * that `webpack` built into dist-server/. Each file holds the page fully
 * rendered, its head (title, description, canonical address, sharing tags,
 * structured data, language), and the script and style tags of that route's
 * chunk. Then the files at the site's root: sitemap.xml, robots.txt and
 * manifest.webmanifest, all from the route table and the content.
 * See docs/decisions/001-prerender-at-build-time.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tokenColour } from './design-tokens';

const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist');
const serverDir = path.join(root, 'dist-server');

type ServerEntry = typeof import('../src/entry-server');

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

/**
 * Tags for a route's own chunk files. They go after the main bundle's tags: the
 * CSS then wins ties over global styles, and webpack's loader finds the deferred
 * script already in the page instead of requesting it again.
 */
function routeAssetTags(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link href="${file}" rel="stylesheet">`
        : file.endsWith('.js')
          ? `<script defer="defer" src="${file}"></script>`
          : '',
    )
    .filter(Boolean)
    .join('');
}

/** The empty root of the HTML shell, with or without quotes (webpack minifies the shell). */
const rootElement = /<div id="?root"?><\/div>/;

/**
 * The page's stylesheets, inlined: the first paint then waits for no request
 * beyond the HTML (all CSS together is a couple of KB compressed). `data-href`
 * tells webpack's CSS loader that the file is already in the page, so moving
 * to another page in the browser does not fetch it again.
 */
function inlineStylesheets(html: string): string {
  return html.replace(
    /<link href="?(\/assets\/[^"\s>]+\.css)"? rel="?stylesheet"?>/g,
    (_tag, href: string) => {
      const css = fs.readFileSync(path.join(distDir, href), 'utf8');
      // Relative url()s would resolve against the page instead of /assets/; a closing tag would end the element.
      if (/url\((?!["']?(?:\/|data:|#))/.test(css) || /<\/style/i.test(css)) {
        fail(`${href} cannot be inlined: it has a relative url() or "</style".`);
      }
      return `<style data-href="${href}">${css.trim()}</style>`;
    },
  );
}

/** Tags every page shares: the manifest, the home-screen icon and the browser's theme colour. */
function siteTags(themeColour: string): string {
  return (
    `<link rel="manifest" href="/manifest.webmanifest">` +
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">` +
    `<meta name="theme-color" content="${themeColour}">`
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
  const routeAssets = JSON.parse(
    fs.readFileSync(path.join(serverDir, 'route-assets.json'), 'utf8'),
  ) as Record<string, string[]>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is CommonJS, built moments ago
  const server = require(path.join(serverDir, 'entry-server.js')) as ServerEntry;

  const colours = { theme: tokenColour('color-espresso'), background: tokenColour('color-cream') };
  const { files: rootFiles, structuredData } = server.buildTimeFiles(colours);

  const pages = [
    ...server.pageRoutes.map((route) => ({
      url: route.path,
      id: route.id,
      file: server.htmlFileFor(route.path),
    })),
    { url: '/__not-found__', id: 'notFound' as const, file: server.notFoundFile },
  ];

  for (const page of pages) {
    // The static host adds the 404 status when it serves 404.html.
    const rendered = await server.render(page.url);
    if (!rendered.head) fail(`${page.url} set no page head: the layout must call usePageHead().`);
    const chunk = server.chunkNameOf(page.id);
    const files = routeAssets[chunk];
    if (!files) fail(`no chunk "${chunk}" in the client build for ${page.url}.`);

    // Files shared with the main bundle (React, the router) are already in the template.
    const ownFiles = files.filter((file) => !template.includes(file));
    // The bar's structured data belongs on its real pages, not on the not-found page.
    const pageData = page.id === 'notFound' ? '' : structuredData;
    const html = inlineStylesheets(template)
      .replace(/<html lang="?[\w-]*"?/, `<html lang="${rendered.head.language}"`)
      .replace(/<title>.*?<\/title>/, server.headTags(rendered.head) + siteTags(colours.theme) + pageData)
      .replace('</head>', `${inlineStylesheets(routeAssetTags(ownFiles))}</head>`)
      .replace(rootElement, `<div id="root">${rendered.html}</div>`);
    writeFile(page.file, html);
    console.log(`prerender: ${page.url.padEnd(16)} → dist/${page.file}`);
  }

  for (const [file, text] of Object.entries(rootFiles)) {
    writeFile(file, text);
    console.log(`prerender: ${''.padEnd(16)} → dist/${file}`);
  }
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
