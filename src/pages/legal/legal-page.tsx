import { MarkdownText } from '#src/components/markdown-text/markdown-text';
import { editable } from '#src/content/editable';
import type { LegalPageText } from '#src/content/legal-page';
import styles from './legal-page.module.scss';

/** What the Privacy Policy, Terms of Service and Accessibility pages share: a heading and markdown text. */
export function LegalPage({ content }: { content: LegalPageText }) {
  return (
    <article className={styles.legal}>
      <h1 data-tina-field={editable(content, 'title')}>{content.title}</h1>
      <MarkdownText markdown={content.body} tinaField={editable(content, 'body')} />
    </article>
  );
}
