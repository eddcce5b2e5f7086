import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pageRoutes } from '../../site/route-table';
import { webFontsStorageKey } from '../../src/browser/web-fonts/web-fonts-mark';
import { fontDrawing, untilWebFontsFetched } from '../../scripts/tooling/still-page';
import { setSaveData } from './save-data';
import { expect, test } from './fixtures';
import { phoneOnlyTest } from './one-width';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';

/**
 * When a page is drawn in the web fonts (decision 016): a visitor's first page in the
 * fallbacks stretched to their metrics, with no font asked for until the visitor uses it
 * and nothing moving when they arrive; every page after it in the web fonts from its first
 * paint, whether the browser loads it or the page's script shows it.
 */

/** The font files the current page has fetched, when each started and what it cost on the wire. */
const fontFetches = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        startTime: entry.startTime,
        transferSize: entry.transferSize,
      })),
  );

const fallback = /Fallback|Liberation|DejaVu|Georgia|Times|Arial|Roboto/;

/**
 * Issue 21 allowed 90 KB of web fonts per first view; with only the weights the site uses kept
 * (scripts/fonts/font-instance.ts) they are 39.5 KB, and this holds them there (decision 012).
 * 1 KB is 1024 bytes; a font file is sent as it is, already compressed.
 */
const firstViewFontsKb = 42;
const dist = path.resolve(__dirname, '../../dist');

for (const route of pageRoutes) {
  test(`${route.path}: a first visit is drawn in the fallbacks at once, asks for no font until the visitor uses it, then fetches at most ${firstViewFontsKb} KB of them, each once, from the site itself, and nothing moves when they arrive`, async ({
    page,
    openPage,
    baseURL,
  }) => {
    // Every font asked for, of any format and from anywhere: the timings below see only .woff2.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') asked.push(request.url());
    });
    await recordLayoutShifts(page);
    await openPage(route.path);
    expect(await fontDrawing(page)).toMatch(fallback);
    // Loaded, drawn, started: still no font while the visitor only looks.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await fontFetches(page)).toEqual([]);
    const drawn = await page.evaluate(() =>
      Math.max(
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        performance.now(),
      ),
    );
    await untilWebFontsFetched(page);
    const fetches = await fontFetches(page);
    expect(fetches.map((fetch) => fetch.file).sort()).toEqual([
      expect.stringMatching(/^\/assets\/dm-sans-.+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-.+\.woff2$/),
    ]);
    for (const fetch of fetches)
      expect(fetch.startTime, `${fetch.file} asked for before the visitor used the page`).toBeGreaterThan(
        drawn,
      );
    expect(asked, 'each font asked for once, from the site itself').toEqual(
      expect.arrayContaining(fetches.map((fetch) => new URL(fetch.file, baseURL).href)),
    );
    expect(asked).toHaveLength(fetches.length);
    const bytes = fetches.reduce((sum, fetch) => sum + fs.statSync(path.join(dist, fetch.file)).size, 0);
    console.log(`${route.path}: fonts ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes / 1024, 'KB of fonts on a first view').toBeLessThanOrEqual(firstViewFontsKb);
    // The page they arrived on keeps its fallbacks: swapping them in would re-wrap its text.
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    expect(await fontDrawing(page)).toMatch(fallback);
  });
}

// From here on, when the fonts are fetched and from where: the same at every width, so on a phone.
// Whether a page moves when they arrive, which the width changes, is the first-visit tests' above.
test(
  'the next page loaded is drawn in the web fonts from its first paint, from the cache',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    await recordLayoutShifts(page);
    await openPage('/');
    await untilWebFontsFetched(page);
    await openPage('/privacy');
    expect(await fontDrawing(page)).toBe('Fraunces');
    expect(await fontDrawing(page, 'main p')).toMatch(/^DM Sans/);
    const fetches = await fontFetches(page);
    expect(fetches).toHaveLength(2);
    for (const fetch of fetches) expect(fetch.transferSize, `${fetch.file} from the network`).toBe(0);
    expect(await layoutShiftsSoFar(page)).toEqual([]);
  },
);

test(
  'a page opened by a link is drawn in them from its first frame',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    await openPage('/');
    await untilWebFontsFetched(page);
    // In the next document, at its first frame: whether the head script had marked it by then.
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        Object.assign(window, {
          markedAtFirstFrame: document.documentElement.hasAttribute('data-web-fonts'),
        }),
      ),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Catering' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cater/i);
    await page.waitForFunction(() => 'markedAtFirstFrame' in window);
    expect(
      await page.evaluate(() => (window as unknown as { markedAtFirstFrame: boolean }).markedAtFirstFrame),
    ).toBe(true);
    expect(await fontDrawing(page)).toBe('Fraunces');
  },
);

test(
  'a visitor who saves data is sent no font: every page stays in the fallbacks',
  phoneOnlyTest,
  async ({ page, openPage }) => {
    await setSaveData(page, true);
    await openPage('/');
    await page.keyboard.press('Shift');
    // Past the moment the fonts would be asked for: the page's first paint on record, then the
    // browser's next idle moments (the page's own wait for them was set up first).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((_list, observer) => {
            observer.disconnect();
            requestIdleCallback(() => requestIdleCallback(resolve));
          }).observe({ type: 'paint', buffered: true }),
        ),
    );
    expect(await fontFetches(page)).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), webFontsStorageKey)).toBeNull();
    await openPage('/terms');
    expect(await fontDrawing(page)).toMatch(fallback);
    expect(await fontFetches(page)).toEqual([]);
  },
);

test.describe('without JavaScript', phoneOnlyTest, () => {
  test.use({ javaScriptEnabled: false });

  test('pages are drawn in the web fonts, which the stylesheet asks for itself', async ({ page }) => {
    // No script can remember the fonts, so each page asks for them; the second load has them
    // from the cache (as with scripts, one that misses the first paint is not swapped in).
    await page.goto('/terms');
    await page.reload();
    expect(await fontDrawing(page)).toBe('Fraunces');
    expect(await fontDrawing(page, 'main p')).toMatch(/^DM Sans/);
  });
});
