import { closestTarget } from './closest-target';
import { savingData, whenSettled } from './page-timing';

/**
 * The Speculation Rules the page adds (docs/decisions/019-islands.md), one of two constant
 * texts; the Content-Security-Policy allows both by their hashes (scripts/prerender.ts).
 *
 * With a mouse, whose pointer rests on a link before the click: once the page has loaded and the
 * browser is idle, the documents of the menu's other pages are fetched (6–12 KB each, compressed),
 * and a page is drawn ahead (prerendered) as soon as the pointer comes to its link (Chrome's
 * "eager"), so the click shows a page whose work is done. On the slow-phone profile this takes
 * about 0.2 s off every menu click (docs/measurements/performance.md).
 *
 * On a touch screen, where nothing rests on a link before the tap, a phone's data is not
 * spent on pages the visitor may not open: a link's document is fetched when a finger comes
 * to it ("eager"), and the page is drawn ahead on a press or as Chrome's own heuristics
 * choose ("moderate").
 */
export const speculationRules = {
  withPointer: JSON.stringify({
    prefetch: [
      { where: { selector_matches: '#site-menu li > a:not([aria-current])' }, eagerness: 'immediate' },
    ],
    prerender: [{ where: { href_matches: '/*' }, eagerness: 'eager' }],
  }),
  withTouch: JSON.stringify({
    prefetch: [{ where: { href_matches: '/*' }, eagerness: 'eager' }],
    prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
  }),
};

/** The visitor has a pointer that can rest on a link (a mouse or a trackpad). */
const restingPointer = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The browser reads Speculation Rules. */
const speculates = () => HTMLScriptElement.supports?.('speculationrules') ?? false;

/**
 * Fetches the next page ahead of the click, as the browser does it: Speculation Rules where it
 * has them; elsewhere a `<link rel="prefetch">` of a link's page when the pointer or the focus
 * comes to it or a finger touches it. Nothing for a visitor who saves data or is on 2G.
 */
export function fetchAhead(): void {
  if (savingData()) return;
  if (speculates()) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = restingPointer() ? speculationRules.withPointer : speculationRules.withTouch;
    // After the page's own loading: what is fetched ahead never competes with it.
    whenSettled(() => document.head.append(rules));
    return;
  }
  const fetched = new Set([window.location.pathname]);
  const prefetch = (event: Event) => {
    const link = closestTarget(event, 'a');
    if (
      !(link instanceof HTMLAnchorElement) ||
      link.origin !== window.location.origin ||
      fetched.has(link.pathname)
    )
      return;
    fetched.add(link.pathname);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, prefetch, { capture: true, passive: true });
  }
}
