import type { Page } from '@playwright/test';
import type { PageHint, PageHints } from '../../src/app/fetch-ahead/page-hints';
import { pageHintsId } from '../../src/app/fetch-ahead/page-hints';
import { routeIdOf } from '../../site/route-table';

/**
 * Holds every `requestIdleCallback` of the page until the test calls `releaseIdle()`,
 * then runs them and any later ones at once: the test decides when the browser is idle.
 */
export async function holdIdle(page: Page): Promise<{ releaseIdle: () => Promise<void> }> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    let released = false;
    const idle = { didTimeout: false, timeRemaining: () => 50 };
    window.requestIdleCallback = (callback) => {
      if (released) window.setTimeout(() => callback(idle));
      else held.push(callback);
      return 0;
    };
    Object.assign(window, {
      releaseIdle: () => {
        released = true;
        for (const callback of held.splice(0)) callback(idle);
      },
    });
  });
  return {
    releaseIdle: () => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle()),
  };
}

/** A page that never sees its links come into view: only hover, focus and touch remain. */
export async function blindIntersections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
}

/**
 * Every file the page fetches over the network (not from the browser's cache), by path,
 * as often as it is fetched; read from Chromium's own network events.
 */
export async function watchNetwork(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const fromCache =
      servedFromCache.has(requestId) ||
      response.fromDiskCache ||
      response.fromPrefetchCache ||
      response.fromServiceWorker;
    if (!fromCache && response.url.startsWith('http')) fetched.push(new URL(response.url).pathname);
  });
  return fetched;
}

/** Every address a hint names: the page's files, and each copy of its first picture. */
function pathsOfHint(hint: PageHint): string[] {
  const picture = hint.picture;
  const sets = picture
    ? [picture.srcset ?? '', ...(picture.sources ?? []).map((source) => source.srcset)]
    : [];
  const copies = sets.flatMap((set) => set.split(',').map((entry) => entry.trim().split(/\s+/)[0]!));
  return [...new Set([...hint.files, ...(picture ? [picture.src] : []), ...copies.filter(Boolean)])];
}

/** The hints the page carries: for each other page, the paths fetched ahead for it. */
export async function hintedPaths(page: Page): Promise<Map<string, string[]>> {
  const hints = JSON.parse((await page.locator(`#${pageHintsId}`).textContent()) ?? '{}') as PageHints;
  const current = routeIdOf(new URL(page.url()).pathname);
  return new Map(
    Object.entries(hints)
      .filter(([id]) => id !== current)
      .map(([id, hint]) => [id, pathsOfHint(hint!)]),
  );
}

/** Turns the browser's Save-Data setting on or off (`navigator.connection.saveData`). */
export async function setSaveData(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: on });
}
