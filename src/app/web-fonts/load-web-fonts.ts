/**
 * Fetches the web fonts once a visitor's first page has loaded, so every later page is
 * drawn in them from its first paint (decision 016), whether the browser loads it or the
 * page's script shows it (use-web-fonts-on-next-page.ts). The first page is drawn in the
 * metric-matched fallbacks and asks for no font before it is drawn: on a slow phone the
 * fonts could not make its first paint anyway, and waiting for them held its text back.
 *
 * The head script (scripts/web-fonts-script.ts) marks a page whose fonts this browser
 * has fetched in full; this records that they have been, by the list of this build's
 * files, so a new build with other files starts again. Nothing is fetched for a
 * visitor who saves data: the fallbacks are the same size, only plainer.
 */
import { afterLoadWhenIdle } from '../after-load';
import { fontFilesAttribute, webFontFamilies, webFontsAttribute, webFontsStorageKey } from './web-fonts-mark';

/** A face's family as the stylesheet names it, without the quotes some browsers keep. */
const familyOf = (face: FontFace) => face.family.replace(/^["']|["']$/g, '');

/** Loads the site's web-font faces; true when every one of them has arrived. */
export async function loadWebFontFaces(fonts: FontFaceSet = document.fonts): Promise<boolean> {
  const faces = [...fonts].filter((face) => webFontFamilies.includes(familyOf(face)));
  if (faces.length === 0) return false;
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  return loaded.every((result) => result.status === 'fulfilled');
}

/** Remembers, for the next page loads, that the browser has `files`; nothing where storage is refused. */
function remember(files: string): void {
  try {
    localStorage.setItem(webFontsStorageKey, files);
  } catch {
    // Private modes and full storage: each page load starts in the fallbacks, as the first did.
  }
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
  // live site in the editor's frame) shows the owner the site's type at once: there is no
  // visitor's first paint to keep still there. The public build has no such branch.
  if (__VISUAL_EDITING__ && (!files || window.self !== window.top)) {
    root.setAttribute(webFontsAttribute, '');
    arrived = true;
    return;
  }
  if (!files) return;
  // A failed fetch (offline) only means the next page is drawn in the fallbacks too.
  afterLoadWhenIdle(
    () =>
      void loadWebFontFaces().then((complete) => {
        if (!complete) return;
        arrived = true;
        remember(files);
      }),
  );
}
