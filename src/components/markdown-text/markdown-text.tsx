import type { ReactNode } from 'react';
import Markdown from 'react-markdown';
import { SiteLink } from '#src/components/site-link/site-link';
import styles from './markdown-text.module.scss';

// A link to one of the site's own pages moves there as the menu's links do.
const components = {
  a: ({ href = '', children }: { href?: string | undefined; children?: ReactNode }) => (
    <SiteLink href={href}>{children}</SiteLink>
  ),
};

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
