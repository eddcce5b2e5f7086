/**
 * The part of the web fonts' loading (load-web-fonts.ts) that runs once the visitor has started to use their
 * first page: loads the two faces of the site's stylesheet and, once both have arrived, records their files
 * for the head script of the next page loads (decision 016).
 */
import { webFontFamilies, webFontsStorageKey } from './web-fonts-mark';

/** A face's family as the stylesheet names it, without the quotes some browsers keep. */
const familyOf = (face: FontFace) => face.family.replace(/^["']|["']$/g, '');

/** Remembers, for the next page loads, that the browser has `files`; nothing where storage is refused. */
function remember(files: string): void {
  try {
    localStorage.setItem(webFontsStorageKey, files);
  } catch {
    // Private modes and full storage: each page load starts in the fallbacks, as the first did.
  }
}

/** Loads the site's web-font faces; true once every one has arrived, false if one could not. */
export async function loadWebFontFaces(): Promise<boolean> {
  const faces = [...document.fonts].filter((face) => webFontFamilies.includes(familyOf(face)));
  return (
    faces.length > 0 &&
    Promise.all(faces.map((face) => face.load())).then(
      () => true,
      () => false,
    )
  );
}

/** Loads the faces and, once every one has arrived, remembers `files` (as the head script lists them). */
export async function fetchWebFonts(files: string): Promise<boolean> {
  const complete = await loadWebFontFaces();
  if (complete) {
    remember(files);
  }
  return complete;
}
