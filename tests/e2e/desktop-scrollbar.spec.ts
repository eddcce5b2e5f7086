import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumUse } from './support/browser-options';
import { expect, test, testWithoutPage } from './support/fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts';

/**
 * A desktop browser whose scrollbar takes room (Windows, most Linux desktops) could draw the
 * top of a page before the rest of its HTML had arrived, while the page was still too short
 * to scroll. When the rest arrived, a scrollbar appeared and every centred column moved
 * sideways by half its width (Lighthouse's desktop run measured CLS 0.005 this way with the
 * owner's photos). The page's head now asks the browser to draw nothing before the footer has
 * been read (src/index.html). The test browser hides its scrollbars, so these tests start one
 * that draws them, and serve each page's HTML in two parts through a small server in front of
 * the site: up to the end of the page's first section, then the rest, held back until the
 * test lets it go.
 */

/** The site's own server, with a page's HTML held after its first section until `release` is called. */
async function startHeldServer(siteOrigin: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(siteOrigin + (request.url ?? '/'));
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      if (!headers['content-type']?.startsWith('text/html')) {
        response.end(body);
        return;
      }
      const html = body.toString();
      const cut = html.indexOf('</section>') + '</section>'.length;
      response.write(html.slice(0, cut));
      await released;
      response.end(html.slice(cut));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, release, close: () => server.close() };
}

// These tests open their own desktop and phone windows: once, in the desktop project, is enough
// (playwright.config.ts).

/**
 * Records, on the page's own clock, when the browser first drew it and when the rest of its HTML
 * (its footer) arrived, so that the order of the two is read, not guessed from a wait.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
    const observer = new MutationObserver(() => {
      if (document.querySelector('footer')) {
        Object.assign(window, { restArrivedAt: performance.now() });
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

interface FirstFrame {
  firstFrameAt?: number;
  restArrivedAt?: number;
}
const firstFrame = (page: Page) =>
  page.evaluate(() => {
    const { firstFrameAt, restArrivedAt } = window as unknown as FirstFrame;
    return { firstFrameAt, restArrivedAt };
  });

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({ ...chromiumUse.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
});
test.afterAll(() => browser.close());

/** A page opened half arrived: where, in which window, and what to do before and after the rest comes. */
interface HalfArrived {
  siteOrigin: string;
  path: string;
  window: BrowserContextOptions;
  /** Runs once the first part has been read, before the rest is let go. */
  whileHeld: (page: Page) => Promise<void>;
  /** Runs on the whole page, once it has loaded. */
  afterLoad?: (page: Page) => Promise<void>;
}

/**
 * Opens `path` in a new window of the scrollbar-drawing browser, through a server that holds
 * the rest of the page after its first section; `whileHeld` runs once the first part has been
 * read, then the rest is let go and the page loads. `afterLoad` runs on the whole page.
 */
async function openHalfArrived({
  siteOrigin,
  path,
  window,
  whileHeld,
  afterLoad = async () => undefined,
}: HalfArrived): Promise<void> {
  const held = await startHeldServer(siteOrigin);
  const context = await browser.newContext(window);
  try {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await recordFirstFrame(page);
    await page.goto(held.origin + path, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
    await whileHeld(page);
    held.release();
    await page.waitForLoadState('load');
    await afterLoad(page);
  } finally {
    await context.close();
    held.close();
  }
}

const scrolls = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight > innerHeight);

for (const path of ['/', '/catering']) {
  test(`${path}: nothing moves sideways when the rest of the page arrives and the scrollbar appears`, async ({
    baseURL,
  }) => {
    // Lighthouse's desktop window: the top of these pages fits in it without scrolling.
    await openHalfArrived({
      siteOrigin: baseURL!,
      path,
      window: { viewport: { width: 1350, height: 940 } },
      whileHeld: async (page) => {
        expect(await scrolls(page), 'the first part scrolls').toBe(false);
      },
      afterLoad: async (page) => {
        expect(await scrolls(page), 'the whole page scrolls').toBe(true);
        expect(await layoutShiftsSoFar(page)).toEqual([]);
        // The first frame waited for the rest of the page: nothing was drawn while it was on the way.
        await page.waitForFunction(() => 'firstFrameAt' in window);
        const { firstFrameAt, restArrivedAt } = await firstFrame(page);
        expect(firstFrameAt, 'the page first drawn after the rest of it had come').toBeGreaterThanOrEqual(
          restArrivedAt!,
        );
      },
    });
  });
}

testWithoutPage("a phone draws a page's first part without waiting for the rest", async ({ baseURL }) => {
  await openHalfArrived({
    siteOrigin: baseURL!,
    path: '/',
    window: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    whileHeld: async (page) => {
      // A frame comes while the rest is still held back (the test's own time limit bounds the wait).
      await page.waitForFunction(() => 'firstFrameAt' in window);
      expect(
        (await firstFrame(page)).restArrivedAt,
        'the rest of the page, while the first part was drawn',
      ).toBe(undefined);
    },
  });
});
