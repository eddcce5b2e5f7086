import {
  legalPageCollection,
  type LegalPageContent,
  type LegalPageId,
} from '../../tina/collections/legal';
import { documentHook } from './document-hook';
import { parseMarkdownDocument } from './markdown-document';

/**
 * The hook of one legal page's document, from the markdown file's text (bundled
 * at build time). Each page imports only its own file, so its chunk carries only its text.
 */
export function legalPageHook(id: LegalPageId, source: string): () => LegalPageContent {
  const file = `${id}.md`;
  const { data, body } = parseMarkdownDocument(source, `content/legal/${file}`);
  if (!data.title) throw new Error(`content/legal/${file}: the front matter has no title`);
  const content: LegalPageContent = { title: data.title, body };
  return documentHook(legalPageCollection, file, content);
}
