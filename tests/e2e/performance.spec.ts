import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectRoot } from '#scripts/build/build-output';
import { pageRoutes, htmlFileFor } from '#model/route-table';
import { expect, test, testWithoutPage } from './support/fixtures';
import { desktopOnlyTest } from './support/one-width';

/**
 * What each page costs a visitor (docs/decisions/004-performance-budgets.md), over the built
 * files. The bytes of the JavaScript bundles are held by size-limit (.size-limit.json, `npm run
 * size`); which of them each page asks for, and when, by accessibility.spec.ts; the fonts of a
 * first view by layout.spec.ts, and the pictures' sizes by accessibility.spec.ts, in the loads
 * those files make of every page anyway. 1 KB here is 1024 bytes, compressed as a static host
 * compresses (gzip at its default level; pictures and fonts count as they are).
 */
const budgets = {
  routeTotalKb: 300,
};

const dist = path.join(projectRoot, 'dist');
const kb = (bytes: number) => bytes / 1024;
const alreadyCompressed = /\.(png|jpe?g|webp|avif|gif|woff2?)$/;

/** Bytes on the wire for one file of dist/. */
function wireBytes(urlPath: string): number {
  const data = fs.readFileSync(path.join(dist, decodeURIComponent(urlPath)));
  return alreadyCompressed.test(urlPath) ? data.length : zlib.gzipSync(data).length;
}

/** Every same-site file the prerendered HTML of a route asks for, found by reading it. */
function filesOf(html: string) {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  const scripts = attribute(/<script[^>]*\ssrc="?([^"\s>]+)"?/g).filter(local);
  const stylesheets = attribute(/<link[^>]*href="?([^"\s>]+\.css)"?/g).filter(local);
  const images = [
    ...attribute(/<img[^>]*\ssrc="?([^"\s>]+)"?/g),
    ...attribute(/<link[^>]*rel="?icon"?[^>]*href="?([^"\s>]+)"?/g),
    ...attribute(/<link[^>]*href="?([^"\s>]+)"?[^>]*rel="?icon"?/g),
    ...attribute(/srcset="([^"]+)"/g).flatMap((set) =>
      set.split(',').map((entry) => entry.trim().split(/\s+/)[0]!),
    ),
    ...attribute(/url\(["']?([^"')]+)["']?\)/g),
  ].filter(local);
  return { scripts, stylesheets, images: [...new Set(images)] };
}

function weightOf(routePath: string) {
  const htmlFile = htmlFileFor(routePath);
  const files = filesOf(fs.readFileSync(path.join(dist, htmlFile), 'utf8'));
  const sum = (list: string[]) => list.reduce((total, file) => total + wireBytes(file), 0);
  return wireBytes(`/${htmlFile}`) + sum(files.scripts) + sum(files.stylesheets) + sum(files.images);
}

// At desktop size only: the files are the same at every size.
test.describe('byte budgets over dist/', desktopOnlyTest, () => {
  testWithoutPage(`every route weighs at most ${budgets.routeTotalKb} KB`, () => {
    for (const route of pageRoutes) {
      const total = weightOf(route.path);
      console.log(`${route.path}: ${kb(total).toFixed(1)} KB`);
      expect(kb(total), route.path).toBeLessThanOrEqual(budgets.routeTotalKb);
    }
  });

  testWithoutPage('the built site does not include the editor', () => {
    expect(fs.existsSync(path.join(dist, 'admin'))).toBe(false);
    for (const file of fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
      expect(code, `${file} holds editor code`).not.toMatch(/tinajs\.io|localhost:4001|TinaCMS Dev Server/);
    }
  });
});
