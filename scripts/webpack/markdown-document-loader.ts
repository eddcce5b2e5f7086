import path from 'node:path';
import type { LoaderContext } from 'webpack';
import type { MarkdownBody } from '../../site/markdown-format';
import type { MarkdownDocument } from '../../src/content/markdown-document';
import { contentCollections } from '../../tina/content-collections';
import { belongsTo } from '../content/content-files';
import { readMarkdown } from '../content/editor-file-format';
import { compileMarkdown } from './compile-markdown';

export interface MarkdownDocumentLoaderOptions {
  /** Compile the body to elements (the public build) or keep its text (builds for the visual editor). */
  compile: boolean;
}

/** The module a markdown content file becomes: `export default { data, body }`. */
export function markdownDocumentModule(source: string, file: string, compile: boolean): string {
  // Read with its collection's delimiters, as the editor's server reads it.
  const collection = contentCollections.find((candidate) => belongsTo(candidate, file));
  if (collection?.format !== 'md')
    throw new Error(`${file}: no markdown collection in tina/collections holds this file`);
  const { data, body } = readMarkdown(collection, source, file);
  const document: MarkdownDocument<MarkdownBody> = {
    data,
    body: compile ? compileMarkdown(body, file) : body,
  };
  return `export default ${JSON.stringify(document)};`;
}

/**
 * Reads a markdown content file at build time: its front matter (a malformed
 * one fails the build, naming the file) and its body, compiled to elements in
 * the public build so the browser parses no markdown.
 */
export default function markdownDocumentLoader(
  this: LoaderContext<MarkdownDocumentLoaderOptions>,
  source: string,
): string {
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  return markdownDocumentModule(source, file, this.getOptions().compile);
}
