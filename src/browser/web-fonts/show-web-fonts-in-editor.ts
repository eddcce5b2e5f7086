import { loadWebFontFaces } from './fetch-web-fonts';
import { webFontsAttribute } from './web-fonts-mark';

/**
 * The editor's preview shows the owner the site's type as soon as it is here: there is no
 * visitor's first paint to keep still there. Marked once the fonts have arrived, not before:
 * a face the page asks for and does not get within 0.1 s (`font-display: optional`) stays out
 * of it for good, and the owner would edit in the fallbacks until the next reload.
 */
export function showWebFontsInEditor(): void {
  const root = document.documentElement;
  if (root.hasAttribute(webFontsAttribute)) {
    return;
  }
  loadWebFontFaces().then(
    (complete) => complete && root.setAttribute(webFontsAttribute, ''),
    () => undefined,
  );
}
