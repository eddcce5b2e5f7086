/**
 * How the site reads markdown, in the browser (src/components/markdown-text/live-markdown.tsx)
 * and at build time (scripts/webpack/compile-markdown.ts) alike. Raw HTML in the text is
 * dropped, so whatever is typed into the editor can only ever become the plain
 * elements of markdown.
 */
export const markdownOptions = { skipHtml: true } as const;

/**
 * Markdown turned into elements at build time (scripts/webpack/compile-markdown.ts),
 * so the public site ships the elements, not a markdown parser. Each element is
 * `[tag, attributes, ...children]`, the attributes as React names them.
 */
export type CompiledMarkdownNode = string | CompiledMarkdownElement;
export type CompiledMarkdownElement = readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | boolean>>,
  ...children: CompiledMarkdownNode[],
];

export interface CompiledMarkdown {
  readonly compiled: readonly CompiledMarkdownNode[];
}

/**
 * A markdown field as pages receive it: its text in builds for the visual editor
 * (rendered in the browser, as the owner types), compiled in the public build.
 */
export type MarkdownBody = string | CompiledMarkdown;
