import type { LegalPageContent, LegalPageId } from '#tina/schema/collections/legal';
import { documentHook } from './document-hook';
import type { MarkdownDocument } from './markdown-document';

/** A legal page as the page receives it: its title and its markdown text. */
export type LegalPageText = Omit<LegalPageContent, 'body'> & { body: string };

/**
 * The hook of one legal page's document, from its markdown file (read at build
 * time). Each page imports only its own file, so its chunk carries only its text.
 */
export function legalPageHook(id: LegalPageId, document: MarkdownDocument): () => LegalPageText {
  return documentHook('legalPage', `${id}.md`, readLegalPage(id, document));
}

/** A legal page's document from its markdown file; a file without a title fails the build. */
export function readLegalPage(id: LegalPageId, { data, body }: MarkdownDocument): LegalPageText {
  if (!data.title) {
    throw new Error(`content/legal/${id}.md: the front matter has no title`);
  }
  return { title: data.title, body };
}
