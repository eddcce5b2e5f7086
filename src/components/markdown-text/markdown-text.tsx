import Markdown from 'react-markdown';
import { MarkdownLink } from './markdown-link';
import styles from './markdown-text.module.scss';

const components = { a: MarkdownLink };

interface MarkdownTextProps {
  markdown: string;
  /** The `data-tina-field` of the field holding the text, so a click opens it in the editor. */
  tinaField?: string | undefined;
}

/**
 * Prose written in markdown: headings, paragraphs, lists, emphasis and links. Raw HTML in the
 * text is dropped (`skipHtml`), so whatever is typed into the editor can only ever become the
 * plain elements of markdown. Rendered by the build and in the editor: the public pages that
 * show it are never hydrated, so react-markdown is in no visitor's bundle.
 */
export function MarkdownText({ markdown, tinaField }: MarkdownTextProps) {
  return (
    <div className={styles.text} data-tina-field={tinaField}>
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
