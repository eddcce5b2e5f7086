import { islandMarkup } from '#src/islands/island-markup';
import { closestTarget } from './closest-target';
import { savingData, whenSettled } from './page-timing';

/**
 * The documents of the menu's other pages, fetched at once (`immediate`, 6–10 KB each,
 * compressed), named by the footer's copy of the menu's links: Chrome leaves out a link that is
 * not rendered, and on a phone the menu's own links are hidden in its closed popover.
 */
const menuPages = {
  where: { selector_matches: '#site-footer nav a:not([aria-current])' },
  eagerness: 'immediate',
};

/**
 * The Speculation Rules the page adds (docs/decisions/019-islands.md), one of two constant texts; the
 * Content-Security-Policy allows both by their hashes (scripts/prerender/prerender.ts). Once the page has loaded and
 * the browser is idle, both fetch the documents of the menu's pages. With a mouse, whose pointer rests on a
 * link before the click, the page is also drawn ahead (prerendered) as soon as the pointer comes to it
 * (Chrome's `eager`). On a touch screen nothing rests on a link before the tap, and a page whose drawing
 * starts at the press (`moderate`) shows later than one drawn from its fetched document at the tap: on the
 * slow-phone profile 0.27–0.39 s against 0.15–0.22 s (issue 51, docs/measurements/performance.md).
 */
export const speculationRules = {
  withPointer: JSON.stringify({
    prefetch: [menuPages],
    prerender: [{ where: { href_matches: '/*' }, eagerness: 'eager' }],
  }),
  withTouch: JSON.stringify({ prefetch: [menuPages] }),
};

/** The visitor has a pointer that can rest on a link (a mouse or a trackpad). */
const restingPointer = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The browser reads Speculation Rules. */
const speculates = () => HTMLScriptElement.supports?.('speculationrules') ?? false;

/**
 * Runs `run` once the page's islands that start at idle have started (start-islands.ts): six
 * documents fetched while the slideshow was being hydrated made its start a long task on a slow
 * phone (Lighthouse, issue 51). A page without islands runs it at once.
 */
function afterIdleIslands(run: () => void): void {
  const html = document.documentElement;
  const started = () => html.hasAttribute(islandMarkup.idleStarted);
  if (!document.querySelector(`[${islandMarkup.name}]`) || started()) {
    return run();
  }
  const observer = new MutationObserver(() => {
    if (!started()) {
      return;
    }
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributeFilter: [islandMarkup.idleStarted] });
}

/**
 * Fetches the next page ahead of the click, as the browser does it: Speculation Rules where it
 * has them; elsewhere a `<link rel="prefetch">` of a link's page when the pointer or the focus
 * comes to it or a finger touches it. Nothing for a visitor who saves data or is on 2G.
 */
export function fetchAhead(): void {
  if (savingData()) {
    return;
  }
  if (speculates()) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = restingPointer() ? speculationRules.withPointer : speculationRules.withTouch;
    // After the page's own loading and its islands' start: what is fetched ahead never competes with them.
    whenSettled(() => afterIdleIslands(() => document.head.append(rules)));
    return;
  }
  const fetched = new Set([window.location.pathname]);
  const prefetch = (event: Event) => {
    const link = closestTarget(event, 'a');
    if (
      !(link instanceof HTMLAnchorElement) ||
      link.origin !== window.location.origin ||
      fetched.has(link.pathname)
    ) {
      return;
    }
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
