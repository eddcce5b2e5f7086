import type { Page } from '@playwright/test';
import { pageRoutes } from '../../site/route-table';
import { webFontsStorageKey } from '../../src/app/web-fonts/web-fonts-mark';
import { fontDrawing, untilWebFontsFetched } from '../../scripts/tooling/still-page';
import { setSaveData } from './fetch-ahead-probe';
import { expect, test } from './fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';

/**
 * When a page is drawn in the web fonts (decision 016): a visitor's first page in the
 * fallbacks stretched to their metrics, with no font asked for before it has loaded and
 * nothing moving when they arrive; every page after it in the web fonts from its first
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

for (const route of pageRoutes) {
  test(`${route.path}: a first visit is drawn in the fallbacks at once, asks for no font before it has loaded, and nothing moves when they arrive`, async ({
    page,
    openPage,
  }) => {
    await recordLayoutShifts(page);
    await openPage(route.path);
    expect(await fontDrawing(page)).toMatch(fallback);
    await untilWebFontsFetched(page);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const fetches = await fontFetches(page);
    expect(fetches.map((fetch) => fetch.file).sort()).toEqual([
      expect.stringMatching(/^\/assets\/dm-sans-.+\.woff2$/),
      expect.stringMatching(/^\/assets\/fraunces-.+\.woff2$/),
    ]);
    for (const fetch of fetches)
      expect(fetch.startTime, `${fetch.file} asked for before load`).toBeGreaterThanOrEqual(loaded);
    // The page they arrived on keeps its fallbacks: swapping them in would re-wrap its text.
    expect(await layoutShiftsSoFar(page)).toEqual([]);
    expect(await fontDrawing(page)).toMatch(fallback);
  });
}

test('the next page loaded is drawn in the web fonts from its first paint, from the cache', async ({
  page,
  openPage,
}) => {
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
});

test('a page opened by a link inside the site is drawn in them, moving nothing the visitor did not', async ({
  page,
  openPage,
}) => {
  await recordLayoutShifts(page);
  await openPage('/');
  await untilWebFontsFetched(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Catering' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/cater/i);
  expect(await fontDrawing(page)).toBe('Fraunces');
  expect(await layoutShiftsSoFar(page)).toEqual([]);
});

test('a visitor who saves data is sent no font: every page stays in the fallbacks', async ({
  page,
  openPage,
}) => {
  await setSaveData(page, true);
  await openPage('/');
  // Past the idle moment after load at which the fonts would be asked for.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
  expect(await fontFetches(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), webFontsStorageKey)).toBeNull();
  await openPage('/terms');
  expect(await fontDrawing(page)).toMatch(fallback);
  expect(await fontFetches(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
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
