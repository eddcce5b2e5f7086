/**
 * The head script of every page that marks `<html>` to be drawn in the web fonts when this
 * browser has fetched this build's font files in full on an earlier page; no preload
 * (decision 016). The code is one constant text (the files are in its attribute), so the
 * Content-Security-Policy allows it by one hash whatever the font files are called.
 */
import {
  fontFilesAttribute,
  webFontsAttribute,
  webFontsStorageKey,
} from '#src/browser/web-fonts/web-fonts-mark';

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
  if (files.length === 0) {
    return '';
  }
  const invalid = files.find((file) => !/^\/assets\/[\w.-]+\.woff2$/.test(file));
  if (invalid !== undefined) {
    throw new Error(`Not a font file of the site: "${invalid}"`);
  }
  return `<script ${fontFilesAttribute}="${files.join(' ')}">${webFontsScript}</script>`;
}
