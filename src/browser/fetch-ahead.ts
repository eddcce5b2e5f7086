import { closestTarget } from './closest-target';
import { savingData } from './page-timing';

/**
 * The Speculation Rules the page adds (docs/decisions/019-islands.md): a link to a page of the
 * site is fetched as soon as the pointer comes to it (Chrome's "eager": a hover of 10 ms on a
 * desktop), and the page is drawn ahead in the background once the pointer rests on it
 * ("moderate": 200 ms, or the press), so the click shows it at once. A document is a few
 * kilobytes; drawing one ahead costs the phone more, hence the later moment. One constant
 * text: the Content-Security-Policy allows it by its hash (scripts/prerender.ts).
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'eager' }],
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});

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
    rules.textContent = speculationRules;
    document.head.append(rules);
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
