/**
 * `<link rel="preload">` for the web fonts the site's stylesheet names: the browser
 * starts fetching them while it reads the head, so the text is usually drawn in its
 * own face at the first paint. Both fonts are used above the fold on every page (the
 * heading and the text under it), so every font file of the shell's CSS is preloaded.
 * `crossorigin` is required for fonts, even from the site's own origin, or the
 * browser fetches the file a second time.
 */
const fontUrl = /url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/g;

/** The font files a stylesheet refers to, in order, each once. */
export function fontFilesIn(css: string): string[] {
  return [...new Set([...css.matchAll(fontUrl)].map((match) => match[1]!))];
}

/** The preload tags for the fonts of `css`. */
export function fontPreloadTags(css: string): string {
  return fontFilesIn(css)
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
