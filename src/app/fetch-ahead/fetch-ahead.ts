/**
 * Fetches ahead what the next page needs, so a click on a link shows it at once.
 * A link that comes into view (at idle priority) prefetches the page's chunk files
 * (`<link rel="prefetch">`: into the cache, nothing run); a link the visitor hovers,
 * focuses or touches also loads and runs the page's code through the router's own
 * loader (`preloadPage`), so the click renders without waiting. Either way, the
 * first picture of the page through a detached `<picture>`, from which the browser
 * picks the format and width this screen will use, exactly as the page will.
 * The click itself does not change: it finds the code loaded or the files cached,
 * or fetches them as it always did.
 *
 * Started by start-fetching-ahead.ts once the page has loaded and the browser is
 * idle, so nothing competes with the page's own start. Never when the visitor asked
 * to save data or is on a 2G connection; each file at most once.
 * Why this and not Speculation Rules or react-router: docs/decisions/015-fetch-ahead.md.
 */
import { routeIdOf } from '../../../site/route-table';
import { preloadPage } from '../../page-modules';
import { pageHintsId, type HintedPicture, type PageHints } from './page-hints';
import { savingData, whenIdle } from '../after-load';

/** Lets the browser choose and fetch the copy of the picture that a `<picture>` on this screen would show. */
function fetchPicture({ src, srcset, sizes, sources = [] }: HintedPicture): void {
  const picture = document.createElement('picture');
  for (const { type, srcset: set } of sources) {
    picture.append(
      Object.assign(document.createElement('source'), { type, srcset: set, sizes: sizes ?? '' }),
    );
  }
  const image = picture.appendChild(new Image());
  image.setAttribute('fetchpriority', 'low');
  // Attributes set last: the browser picks a source when they change, with the `<source>`s already in place.
  Object.assign(image, { sizes: sizes ?? '', srcset: srcset ?? '', src });
}

/** Starts fetching ahead for the links of the page (nothing on a page built without hints); the function that stops it. */
export function fetchAhead(): () => void {
  const hintsElement = document.getElementById(pageHintsId);
  if (!hintsElement) return () => undefined;
  const hints = JSON.parse(hintsElement.textContent ?? '{}') as PageHints;
  const fetched = new Set<string>();
  /** True the first time for a URL not yet loaded by this page, false ever after. */
  const firstTime = (url: string) => {
    const absolute = location.origin + url;
    if (fetched.has(absolute) || performance.getEntriesByName(absolute).length > 0) return false;
    fetched.add(absolute);
    return true;
  };

  /** Prefetches started, by file, until they end: loading the page's code waits for them rather than fetch twice. */
  const prefetches = new Map<string, Promise<unknown>>();
  // One file per idle moment: adding a prefetch link holds the page up for a few milliseconds,
  // and a page's files added at once took 7-16 ms of one task here, four times that on the
  // slow phone Lighthouse simulates (docs/decisions/017-short-tasks-at-start-up.md).
  const prefetch = (file: string) => {
    prefetches.set(
      file,
      new Promise((ended) =>
        whenIdle(() => {
          const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href: file });
          link.onload = link.onerror = ended;
          document.head.append(link);
        }),
      ),
    );
  };

  /** A link in view prefetches its page's files; one the visitor points at also loads and runs its code. */
  const hintLink = (target: EventTarget | null, intent: boolean) => {
    const link = target instanceof Element ? target.closest('a') : null;
    if (!link || link.origin !== location.origin || savingData()) return;
    const id = routeIdOf(link.pathname);
    const hint = id === routeIdOf(location.pathname) ? undefined : hints[id];
    if (!hint) return;
    const files = hint.files.filter(firstTime);
    if (intent) void Promise.all(hint.files.map((file) => prefetches.get(file))).then(() => preloadPage(id));
    else files.forEach(prefetch);
    if (hint.picture && firstTime(hint.picture.src)) fetchPicture(hint.picture);
  };

  const intents = ['pointerover', 'focusin', 'touchstart'];
  const onIntent = (event: Event) => hintLink(event.target, true);
  for (const intent of intents) document.addEventListener(intent, onIntent, { capture: true, passive: true });
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) whenIdle(() => hintLink(entry.target, false));
  });
  // Links of pages shown later (after a click) are watched too; observing a link twice does nothing.
  const watchLinks = () => document.querySelectorAll('a[href]').forEach((link) => inView.observe(link));
  watchLinks();
  const newLinks = new MutationObserver(watchLinks);
  newLinks.observe(document.body, { childList: true, subtree: true });
  return () => {
    for (const intent of intents) document.removeEventListener(intent, onIntent, true);
    inView.disconnect();
    newLinks.disconnect();
  };
}
