/**
 * The HTML document around a prerendered page: everything of it that React does not render. Every value in it
 * comes from the build (file names checked by `scriptTag`, the language escaped), never raw from content.
 */
import escapeHtml from 'escape-html';

export interface PageDocumentParts {
  language: string;
  /** Tags for the head, in order: React's page head, the site's tags, the head scripts, the stylesheets. */
  head: string;
  /** The page's root element, as React rendered it. */
  root: string;
  /** Data blocks at the end of the body (the islands' props). */
  data: string;
  /** The page's script files, run in order after the document is parsed. */
  scripts: readonly string[];
  /** The id of the page's last element (the footer): on a desktop, the first paint waits for it. */
  lastElementId: string;
}

/** A deferred script of the site: fetched while the page is read, run once it has been. */
export function scriptTag(source: string): string {
  if (!/^\/[\w/.-]+\.js$/.test(source)) {
    throw new Error(`Not a script path of the site: "${source}"`);
  }
  return `<script defer src="${source}"></script>`;
}

export function pageDocument(parts: PageDocumentParts): string {
  return (
    `<!doctype html><html lang="${escapeHtml(parts.language)}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    // On a desktop, nothing is drawn until the whole page, down to its footer, has been read:
    // a page drawn half-arrived gets a scrollbar when the rest comes and moves sideways
    // (docs/decisions/018-desktop-first-paint-holds-for-the-whole-page.md). Phones are left out.
    `<link rel="expect" href="#${parts.lastElementId}" blocking="render" media="(pointer: fine)">` +
    parts.scripts.map(scriptTag).join('') +
    parts.head +
    `</head><body>${parts.root}${parts.data}</body></html>`
  );
}
