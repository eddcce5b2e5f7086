/**
 * Fetches the web fonts once a visitor has started to use their first page and it has
 * loaded, so every later page is drawn in them from its first paint (decision 016),
 * whether the browser loads it or the page's script shows it (use-web-fonts-on-next-page.ts).
 * The first page is drawn in the metric-matched fallbacks and asks for no font while it is
 * being drawn: on a slow phone the fonts could not make its first paint anyway, and
 * waiting for them held its text back.
 *
 * The head script (scripts/web-fonts-script.ts) marks a page whose fonts this browser
 * has fetched in full; fetch-web-fonts.ts records that they have been, by the list of this
 * build's files, so a new build with other files starts again. Nothing is fetched for a
 * visitor who saves data: the fallbacks are the same size, only plainer.
 */
import { afterLoadWhenIdle } from '../after-load';
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
    for (const type of firstUse) window.removeEventListener(type, used, true);
    run();
  };
  for (const type of firstUse) window.addEventListener(type, used, true);
}

let arrived = false;

/** The web fonts are here: the next page this document shows is drawn in them (use-web-fonts-on-next-page.ts). */
export const webFontsArrived = () => arrived;

/** Starts what this page needs of the web fonts: nothing when it is drawn in them already. */
export function startWebFonts(): void {
  const root = document.documentElement;
  arrived = root.hasAttribute(webFontsAttribute);
  if (arrived) return;
  const files = document.querySelector(`script[${fontFilesAttribute}]`)?.getAttribute(fontFilesAttribute);
  // The editor's preview (the development server's page, which has no head script, or the
  // live site in the editor's frame) shows the owner the site's type as soon as it is here:
  // there is no visitor's first paint to keep still there. The public build has no such branch.
  if (__VISUAL_EDITING__ && (!files || window.self !== window.top)) {
    showInEditor(root);
    return;
  }
  if (!files) return;
  // Offline, a fetch would only fail (and the browser would report it): the next page load
  // starts from a first page again.
  atFirstUse(() => afterLoadWhenIdle(() => navigator.onLine && fetchFonts(files)));
}

/**
 * Marks the editor's preview once the fonts have arrived, not before: a face the page
 * asks for and does not get within 0.1 s (`font-display: optional`) stays out of it for
 * good, and the owner would edit in the fallbacks until the next reload.
 */
function showInEditor(root: HTMLElement): void {
  import(/* webpackChunkName: "web-fonts" */ './fetch-web-fonts')
    .then((module) => module.loadWebFontFaces())
    .then(
      (complete) => {
        if (!complete) return;
        root.setAttribute(webFontsAttribute, '');
        arrived = true;
      },
      () => undefined,
    );
}

function fetchFonts(files: string): void {
  // A fetch that fails all the same (the connection drops) only means the next page is
  // drawn in the fallbacks too.
  import(/* webpackChunkName: "web-fonts" */ './fetch-web-fonts')
    .then((module) => module.fetchWebFonts(files))
    .then(
      (complete) => (arrived = complete),
      () => undefined,
    );
}
