/**
 * The only part of fetching ahead (fetch-ahead.ts) in the main bundle: once the
 * page has loaded and the browser is idle, unless the visitor saves data, it loads
 * the code that does it. Kept apart so the first load carries a few bytes, not the
 * whole of it (the home route's JavaScript budget, docs/decisions/004-performance-budgets.md).
 */
import { afterLoadWhenIdle } from '../after-load';

/** Starts fetching ahead once the page has loaded and the browser is idle; nothing if the visitor saves data. */
export function startFetchingAhead(): void {
  afterLoadWhenIdle(() => {
    // A failed load (offline) only means nothing is fetched ahead; clicks work as ever.
    import(/* webpackChunkName: "fetch-ahead" */ './fetch-ahead').then(
      (module) => module.fetchAhead(),
      () => undefined,
    );
  });
}
