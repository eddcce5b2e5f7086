/**
 * The only part of fetching ahead (fetch-ahead.ts) in the main bundle: once the
 * page has loaded and the browser is idle, unless the visitor saves data, it loads
 * the code that does it. Kept apart so the first load carries a few bytes, not the
 * whole of it (the home route's JavaScript budget, docs/decisions/004-performance-budgets.md).
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** `requestIdleCallback` where the browser has it (Safari does not), a task otherwise. */
export const whenIdle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run);

/** The visitor asked to save data (`Save-Data`), or is on 2G ("slow-2g" included). */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/** Starts fetching ahead once the page has loaded and the browser is idle; nothing if the visitor saves data. */
export function startFetchingAhead(): void {
  const start = () =>
    whenIdle(() => {
      if (savingData()) return;
      // A failed load (offline) only means nothing is fetched ahead; clicks work as ever.
      import(/* webpackChunkName: "fetch-ahead" */ './fetch-ahead').then(
        (module) => module.fetchAhead(),
        () => undefined,
      );
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
