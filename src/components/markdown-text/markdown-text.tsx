import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import styles from './markdown-text.module.scss';

/** Links to this site's own pages move in the page, like the menu does; others are plain links. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>,
};

interface MarkdownTextProps {
  markdown: string;
  /** The `data-tina-field` of the field holding the text, so a click opens it in the editor. */
  tinaField?: string | undefined;
}

/**
 * Prose written in markdown. Raw HTML in the text is dropped (`skipHtml`), so
 * whatever is typed into the editor can only ever become these plain elements.
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
