/**
 * Writes one static HTML file per route into dist/, from the server bundle
 * that `webpack` built into dist-server/. Each file holds the page fully
 * rendered, its title, and the script and style tags of that route's chunk.
 * See docs/decisions/001-prerender-at-build-time.md.
 */
import fs from 'node:fs';
import path from 'node:path';

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

  const pages = [
    ...server.pageRoutes.map((route) => ({
      url: route.path,
      id: route.id,
      file: server.htmlFileFor(route.path),
    })),
    { url: '/__not-found__', id: 'notFound' as const, file: server.notFoundFile },
  ];

  for (const page of pages) {
    const rendered = await server.render(page.url);
    // The not-found page is a matched catch-all route, so it too renders with 200;
    // the static host adds the 404 status when it serves 404.html.
    if (rendered.status !== 200) fail(`${page.url} rendered with status ${rendered.status}.`);
    if (!rendered.head) fail(`${page.url} set no page head: the layout must call usePageHead().`);
    const chunk = server.chunkNameOf(page.id);
    const files = routeAssets[chunk];
    if (!files) fail(`no chunk "${chunk}" in the client build for ${page.url}.`);

    // Files shared with the main bundle (React, the router) are already in the template.
    const ownFiles = files.filter((file) => !template.includes(`"${file}"`));
    const html = template
      .replace(
        /<title>.*?<\/title>/,
        `<title>${escapeHtml(rendered.head.title)}</title>` +
          `<meta name="description" content="${escapeHtml(rendered.head.description)}">`,
      )
      .replace('</head>', `${routeAssetTags(ownFiles)}</head>`)
      .replace(rootElement, `<div id="root">${rendered.html}</div>`);
    const target = path.join(distDir, page.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    console.log(`prerender: ${page.url.padEnd(16)} → dist/${page.file}`);
  }
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
