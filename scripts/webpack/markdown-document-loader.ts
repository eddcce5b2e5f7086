import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { contentCollections } from '#tina/schema/content-collections';
import { belongsTo } from '#scripts/content/content-files';
import { readMarkdown } from '#scripts/content/editor-file-format';

/** The module a markdown content file becomes: `export default { data, body }`. */
export function markdownDocumentModule(source: string, file: string): string {
  // Read with its collection's delimiters, as the editor's server reads it.
  const collection = contentCollections.find((candidate) => belongsTo(candidate, file));
  if (collection?.format !== 'md') {
    throw new Error(`${file}: no markdown collection in tina/schema/collections holds this file`);
  }
  return `export default ${JSON.stringify(readMarkdown(collection, source, file))};`;
}

/**
 * Reads a markdown content file at build time: its front matter (a malformed one fails the
 * build, naming the file) and its body, which the page renders with react-markdown. The
 * public pages that show it are never hydrated (decision 019), so the parser runs in the
 * build and in the editor only, never in a visitor's browser.
 */
export default function markdownDocumentLoader(this: LoaderContext<unknown>, source: string): string {
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  return markdownDocumentModule(source, file);
}
