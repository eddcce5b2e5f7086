import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';
import { blindIntersections, hintedPaths, holdIdle, setSaveData, watchNetwork } from './fetch-ahead-probe';

/**
 * Fetching ahead (issue 23, decision 015): what the browser fetches for the next
 * pages, and when. The test holds the browser's idle callbacks until it releases
 * them, so "before idle" and "after idle" are steps, not timings; the network is
 * read from Chromium's own events, which tell a fetch from a cache hit.
 */

const menuPages = ['home', 'officeFuel', 'wholesale', 'catering', 'logistics', 'contact'];
const legalPages = ['privacy', 'terms', 'accessibility'];

const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name, exact: true });

/** Whether every path was fetched. */
const allIn = (fetched: readonly string[], paths: readonly string[]) =>
  paths.every((path) => fetched.includes(path));

/** The paths hinted for these pages, without the current page's. */
const pathsOf = (hints: Map<string, string[]>, ids: readonly string[]) =>
  ids.flatMap((id) => hints.get(id) ?? []);

/** Opens the page with idle held, and waits until the page and everything it loads itself is in. */
async function openHeld(page: Page, openPage: (url: string) => Promise<unknown>, url: string) {
  const idle = await holdIdle(page);
  const fetched = await watchNetwork(page);
  await openPage(url);
  await page.waitForLoadState('networkidle');
  const hints = await hintedPaths(page);
  return { ...idle, fetched, hints };
}

/** Waits until the fetching-ahead code has loaded (it loads once the page is idle). */
async function untilFetchingAhead(fetched: readonly string[]) {
  await expect.poll(() => fetched.some((path) => /\/assets\/fetch-ahead\.[^/]+\.js$/.test(path))).toBe(true);
}

test('nothing is fetched ahead before the page is idle; then the pages of the links in view are', async ({
  page,
  openPage,
  viewport,
}) => {
  const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
  const ahead = [...hints.values()].flat();
  expect(ahead.length).toBeGreaterThan(0);
  expect(fetched.filter((path) => ahead.includes(path) || path.includes('fetch-ahead'))).toEqual([]);

  await releaseIdle();
  await untilFetchingAhead(fetched);
  // The menu is in view on a wide screen: its pages are fetched with no pointer near them.
  if (!isPhone(viewport?.width)) {
    await expect.poll(() => allIn(fetched, pathsOf(hints, menuPages))).toBe(true);
  }
  // The footer's links count once they come into view.
  expect(fetched.filter((path) => pathsOf(hints, legalPages).includes(path))).toEqual([]);
  await quickLink(page, 'Catering').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  await expect.poll(() => allIn(fetched, ahead)).toBe(true);
});

test.describe('a link the visitor points at', () => {
  // Links in view are fetched ahead too; here only the visitor's intent counts.
  test.beforeEach(async ({ page }) => blindIntersections(page));

  test('hovered: its page’s script, styles and first picture are fetched', async ({ page, openPage }) => {
    const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
    await releaseIdle();
    await untilFetchingAhead(fetched);
    const catering = hints.get('catering')!;
    expect(catering.some((path) => path.endsWith('.js'))).toBe(true);
    expect(catering.some((path) => path.endsWith('.css'))).toBe(true);
    expect(catering.some((path) => path.startsWith('/images/'))).toBe(true);
    expect(fetched.filter((path) => catering.includes(path))).toEqual([]);

    const link = quickLink(page, 'Catering');
    // Hover again until the fetching code, which has just loaded, has started listening.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await link.hover();
      expect(allIn(fetched, catering)).toBe(true);
    }).toPass();
    // Nothing else: the other pages' own files wait for their own links.
    const others = pathsOf(hints, ['wholesale', 'logistics']).filter((path) => !catering.includes(path));
    expect(fetched.filter((path) => others.includes(path))).toEqual([]);
  });

  test('focused with the keyboard: its page’s files are fetched', async ({ page, openPage }) => {
    const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
    await releaseIdle();
    await untilFetchingAhead(fetched);
    const logistics = hints.get('logistics')!;
    await expect(async () => {
      await page.locator('body').focus();
      await quickLink(page, 'Logistics').focus();
      expect(allIn(fetched, logistics)).toBe(true);
    }).toPass();
  });

  test('touched: its page’s files are fetched', async ({ page, openPage }) => {
    const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
    await releaseIdle();
    await untilFetchingAhead(fetched);
    const contact = hints.get('contact')!;
    await expect(async () => {
      await quickLink(page, 'Contact').dispatchEvent('touchstart');
      expect(allIn(fetched, contact)).toBe(true);
    }).toPass();
  });
});

test('a click after a fetch ahead that failed still shows the page', async ({
  page,
  openPage,
  consoleErrors,
}) => {
  await blindIntersections(page);
  const { fetched, releaseIdle } = await openHeld(page, openPage, '/');
  await releaseIdle();
  await untilFetchingAhead(fetched);
  // The visitor's connection drops while the pointer rests on the link, and comes back.
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.route(/\/assets\/page-catering\.[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  const link = quickLink(page, 'Catering');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(failed.some((path) => path.startsWith('/assets/page-catering.'))).toBe(true);
  }).toPass();
  await page.unroute(/\/assets\/page-catering\.[^/]+\.js$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');
  // The browser's own report of the dropped connection, and nothing else.
  expect(consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  consoleErrors.length = 0;
});

test('each file is fetched once: the click finds the page in the cache, and shows it', async ({
  page,
  openPage,
}) => {
  const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
  await releaseIdle();
  await untilFetchingAhead(fetched);
  const link = quickLink(page, 'Catering');
  await link.hover();
  await expect.poll(() => allIn(fetched, hints.get('catering')!)).toBe(true);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');
  // On the next page, its links are watched and hovered as well; then one more page.
  await quickLink(page, 'Office Fuel').hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  await quickLink(page, 'Office Fuel').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office Fuel');
  await page.waitForLoadState('networkidle');

  // The pages' and the fetching's files (the browser asks for the favicon again on each page, as ever).
  const files = fetched.filter((path) => /^\/(assets|images)\//.test(path));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((path, index) => files.indexOf(path) !== index)).toEqual([]);
});

test('nothing is fetched ahead when the visitor saves data; with Save-Data off again, it is', async ({
  page,
  openPage,
}) => {
  await setSaveData(page, true);
  const { fetched, hints, releaseIdle } = await openHeld(page, openPage, '/');
  await releaseIdle();
  await quickLink(page, 'Catering').hover();
  await quickLink(page, 'Wholesale').focus();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const ahead = [...hints.values()].flat();
  expect(fetched.filter((path) => ahead.includes(path) || path.includes('fetch-ahead'))).toEqual([]);
  // The click works as ever: it fetches the page itself.
  await quickLink(page, 'Catering').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Catering');

  await setSaveData(page, false);
  await openPage('/');
  await releaseIdle();
  await untilFetchingAhead(fetched);
  const logistics = hints.get('logistics')!;
  await expect(async () => {
    await page.mouse.move(0, 0);
    await quickLink(page, 'Logistics').hover();
    expect(allIn(fetched, logistics)).toBe(true);
  }).toPass();
});
