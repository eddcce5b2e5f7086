import type { LegalPageContent, LegalPageId } from '../../tina/collections/legal';
import { documentHook } from './document-hook';
import { parseMarkdownDocument } from './markdown-document';

/**
 * The hook of one legal page's document, from the markdown file's text (bundled
 * at build time). Each page imports only its own file, so its chunk carries only its text.
 */
export function legalPageHook(id: LegalPageId, source: string): () => LegalPageContent {
  return documentHook('legalPage', `${id}.md`, readLegalPage(id, source));
}

/** A legal page's document from its markdown file's text; a file without a title fails the build. */
export function readLegalPage(id: LegalPageId, source: string): LegalPageContent {
  const { data, body } = parseMarkdownDocument(source, `content/legal/${id}.md`);
  if (!data.title) throw new Error(`content/legal/${id}.md: the front matter has no title`);
  return { title: data.title, body };
}
