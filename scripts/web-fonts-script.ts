/**
 * The head script of every page that decides, before anything is drawn, whether the page
 * is drawn in the web fonts (decision 016). It marks `<html>` when this browser has
 * fetched this build's font files in full on an earlier page (src/app/web-fonts), so
 * they come from its cache at once and the text is drawn in them from the first paint.
 * Otherwise the page is drawn in the fallbacks stretched to the fonts' metrics, asks for
 * no font before it is drawn, and the fonts are fetched once it has loaded.
 *
 * No preload: a page that has the fonts reads them from the cache, and one that has
 * not must not wait for them (on a slow phone they cannot make the first paint; the
 * wait for them made the text pages' LCP 0.1–0.15 s later, decision 012).
 *
 * The code is one constant text (the files are in its attribute), so the
 * Content-Security-Policy allows it by one hash whatever the font files are called.
 */
import {
  fontFilesAttribute,
  webFontsAttribute,
  webFontsStorageKey,
} from '../src/browser/web-fonts/web-fonts-mark';

const fontUrl = /url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/g;

/** The font files a stylesheet refers to, in order, each once. */
export function fontFilesIn(css: string): string[] {
  return [...new Set([...css.matchAll(fontUrl)].map((match) => match[1]!))];
}

/** The script's code: it runs before the body is read, so the first paint already has the mark. */
export const webFontsScript =
  `try{var files=document.currentScript.getAttribute(${JSON.stringify(fontFilesAttribute)});` +
  `if(files&&localStorage.getItem(${JSON.stringify(webFontsStorageKey)})===files)` +
  `document.documentElement.setAttribute(${JSON.stringify(webFontsAttribute)},"")}catch(e){}`;

/** The head script for the fonts of `css`; nothing when the stylesheet names no font file. */
export function webFontsTag(css: string): string {
  const files = fontFilesIn(css);
  if (files.length === 0) return '';
  const invalid = files.find((file) => !/^\/assets\/[\w.-]+\.woff2$/.test(file));
  if (invalid !== undefined) throw new Error(`Not a font file of the site: "${invalid}"`);
  return `<script ${fontFilesAttribute}="${files.join(' ')}">${webFontsScript}</script>`;
}
