/**
 * A markdown content file as the site receives it: the front matter's one-line texts and the body, read at
 * build time by Tina's own reader (scripts/webpack/markdown-document-loader.ts), so the build and the editor
 * see the same text. The browser never parses front matter.
 */
export interface MarkdownDocument {
  data: Record<string, string>;
  body: string;
}
