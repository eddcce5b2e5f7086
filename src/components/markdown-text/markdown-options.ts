/**
 * How the site reads markdown, in the browser (live-markdown.tsx) and at build
 * time (scripts/webpack/compile-markdown.ts) alike. Raw HTML in the text is
 * dropped, so whatever is typed into the editor can only ever become the plain
 * elements of markdown.
 */
export const markdownOptions = { skipHtml: true } as const;
