import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { pageRoutes, htmlFileFor } from '../../site/route-table';
import { untilSettled } from '../../scripts/tooling/still-page';
import { expect, test } from './fixtures';
import { desktopOnlyTest, phoneOnlyTest } from './one-width';

/**
 * What each page costs a visitor (docs/decisions/004-performance-budgets.md). The bytes of
 * the JavaScript bundles are held by size-limit (.size-limit.json, `npm run size`); here, in a
 * real browser, which of them each page asks for, and when: a page without a slideshow or a
 * form runs only the site's script; React comes only with an island; no page asks for its
 * form's code before the form is near or touched. Then the weight of each route over the
 * built files. 1 KB here is 1024 bytes, compressed as a static host compresses (gzip at its
 * default level; pictures and fonts count as they are). The fonts of a first view are held in
 * web-fonts.spec.ts, and the pictures' sizes in accessibility.spec.ts, in the loads those
 * files make of every page anyway.
 */
const budgets = {
  routeTotalKb: 300,
};

const dist = path.resolve(__dirname, '../../dist');
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

/** The site's script files the page has asked for so far, by name without the hash ("site", "react", …). */
async function scriptsAskedFor(page: Page): Promise<string[]> {
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/assets\/.+\.js$/.test(pathname)),
  );
  return [...new Set(names.map((name) => name.replace(/^\/assets\/(.+?)\.[0-9a-f]{8}\.js$/, '$1')))].sort();
}

/** The pages whose only script is the site's: no slideshow, no form. */
const textPages = ['/logistics', '/privacy', '/terms', '/accessibility', '/no-such-page'];
const formPages = [
  { path: '/ez-cater', form: 'Request Office Fuel' },
  { path: '/wholesale', form: 'Wholesale inquiry' },
  { path: '/catering', form: 'Request catering' },
  { path: '/contact', form: 'News from the bar' },
];

test.describe('the JavaScript each page asks for', () => {
  for (const route of textPages) {
    // What a text page runs does not depend on the width (it has no island to come near): on a
    // phone, the profile the budgets are set for.
    test(
      `${route} runs the site's script and the status line's worker alone: no React, no island`,
      phoneOnlyTest,
      async ({ page, consoleErrors }) => {
        await page.goto(route);
        await untilSettled(page);
        await page.waitForLoadState('networkidle');
        expect(await scriptsAskedFor(page)).toEqual(['opening-status', 'site']);
        // The not-found page writes the address to the console, as it should.
        consoleErrors.length = 0;
      },
    );
  }

  test("the home page adds the islands' loader, then React and the slideshow once idle, and no form code", async ({
    page,
    openPage,
  }) => {
    await openPage('/');
    await untilSettled(page);
    await page.waitForLoadState('networkidle');
    expect(await scriptsAskedFor(page)).toEqual([
      'island-slideshow',
      'islands',
      'opening-status',
      'react',
      'site',
    ]);
  });

  for (const { path: route, form } of formPages) {
    // At phone size only: there every form starts further down than the first screen and a half.
    test(
      `${route} asks for its form's code only once the form is near or used`,
      phoneOnlyTest,
      async ({ page, openPage }) => {
        await openPage(route);
        await untilSettled(page);
        await page.waitForLoadState('networkidle');
        expect(await scriptsAskedFor(page)).toEqual(['islands', 'opening-status', 'site']);
        await page.getByRole('form', { name: form }).scrollIntoViewIfNeeded();
        await expect(page.locator('[data-island="requestForm"][data-island-started]')).toBeAttached();
        expect(await scriptsAskedFor(page)).toEqual(
          expect.arrayContaining(['form-libraries', 'island-request-form', 'react']),
        );
      },
    );
  }
});

// At desktop size only: the files are the same at every size.
test.describe('byte budgets over dist/', desktopOnlyTest, () => {
  test(`every route weighs at most ${budgets.routeTotalKb} KB`, () => {
    for (const route of pageRoutes) {
      const total = weightOf(route.path);
      console.log(`${route.path}: ${kb(total).toFixed(1)} KB`);
      expect(kb(total), route.path).toBeLessThanOrEqual(budgets.routeTotalKb);
    }
  });
});
