/**
 * Fetches the web fonts once a visitor has started to use their first page and it has
 * loaded, so every later page is drawn in them from its first paint (decision 016);
 * fetch-web-fonts.ts records them by the list of this build's files. Nothing is fetched for
 * a visitor who saves data: the fallbacks are the same size, only plainer.
 */
import { savingData, whenSettled } from '#src/browser/page-timing';
import { fetchWebFonts } from './fetch-web-fonts';
import { fontFilesAttribute, webFontsAttribute } from './web-fonts-mark';

/**
 * What the visitor does first on a page (a pointer moved or pressed, a touch, a key, a
 * wheel): they are looking at it, so its first view is on the screen and settled (the
 * browser itself stops counting the largest paint at a click, a key or a scroll). Fonts
 * asked for at the page's `load`, or even at its first paint on record, were still on that
 * paint's path on a throttled load: the frame was not yet on the screen (decision 016).
 */
const firstUse = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;

/**
 * Runs `run` at the visitor's first use of the page, once. Listened for on the way down
 * (capture), so nothing on the page can hide it; a wheel listener on the window is passive
 * in every browser without being told, and scrolling never waits for it.
 */
function atFirstUse(run: () => void): void {
  const used = () => {
    for (const type of firstUse) {
      window.removeEventListener(type, used, { capture: true });
    }
    run();
  };
  for (const type of firstUse) {
    window.addEventListener(type, used, { capture: true });
  }
}

/** Starts what this page needs of the web fonts: nothing when it is drawn in them already. */
export function startWebFonts(): void {
  if (document.documentElement.hasAttribute(webFontsAttribute)) {
    return;
  }
  const files = document.querySelector(`script[${fontFilesAttribute}]`)?.getAttribute(fontFilesAttribute);
  if (!files) {
    return;
  }
  // Offline, a fetch would only fail (and the browser would report it): the next page load starts from a
  // first page again. A fetch that fails all the same only means the next page is drawn in the fallbacks too.
  atFirstUse(() =>
    whenSettled(() => {
      if (!savingData() && navigator.onLine) {
        fetchWebFonts(files).catch(() => undefined);
      }
    }),
  );
}
