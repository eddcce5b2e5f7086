/**
 * `npm run look`: a contact sheet of the built site, to look at before a visual change
 * is merged. Every route at a phone's, a tablet's and a laptop's width, drawn as the
 * visual-regression tests draw them (scripts/tooling/still-page.ts), side by side in
 * one page: look/index.html (git-ignored). Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { escapeHtml } from '../src/build-time/escape-html';
import { pageRoutes } from '../site/route-table';
import { findChromium } from './tooling/chromium-path';
import { servePreview } from './tooling/project-copy';
import { lookWidths, openStill, stillContextOptions } from './tooling/still-page';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'look');
const port = Number(process.env.LOOK_PORT ?? 4174);
const routes = [
  ...pageRoutes.map((route) => ({ path: route.path, name: route.id, firstVisit: false })),
  { path: '/no-such-page', name: 'notFound', firstVisit: false },
  // The page most visitors open first, as they first see it: in the web fonts' fallbacks (decision 016).
  { path: '/', name: 'first-visit-home', firstVisit: true },
];

function sheet(shots: { route: string; files: { width: number; file: string }[] }[]): string {
  const rows = shots
    .map(
      ({ route, files }) =>
        `<section><h2>${escapeHtml(route)}</h2><div class="row">${files
          .map(
            ({ width, file }) =>
              `<figure><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(route)} at ${width} px" loading="lazy"></a><figcaption>${width} px</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  // Each width drawn at two thirds of its size, so a row of three fits a laptop's screen.
  const imageWidths = lookWidths
    .map((width, index) => `figure:nth-child(${index + 1}) img{width:${Math.round((width * 2) / 3)}px}`)
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#eee}h2{margin:32px 0 8px}
.row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}figure{margin:0;background:#fff;padding:8px}
img{display:block;height:auto}${imageWidths}</style>
<h1>Every page at ${lookWidths.join(', ')} px (click a picture for full size)</h1>
${rows}
</html>
`;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
    console.error('look: dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const server = await servePreview(root, port);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const shots = [];
    for (const route of routes) {
      const files = [];
      for (const width of lookWidths) {
        const context = await browser.newContext({
          ...stillContextOptions,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await openStill(page, server.origin + route.path, { firstVisit: route.firstVisit });
        const file = `${route.name}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: 'disabled' });
        await context.close();
        files.push({ width, file });
      }
      shots.push({
        route: route.firstVisit ? `${route.path} (a first visit: the fallback fonts)` : route.path,
        files,
      });
      console.log(`look: ${route.path}`);
    }
    fs.writeFileSync(path.join(outDir, 'index.html'), sheet(shots));
    console.log(`look: open ${path.relative(process.cwd(), path.join(outDir, 'index.html'))} in a browser`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
