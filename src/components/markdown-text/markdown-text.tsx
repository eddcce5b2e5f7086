import type { MarkdownBody } from '../../../site/markdown-format';
import { CompiledMarkdownElements } from './compiled-markdown-elements';
import { LiveMarkdown } from './live-markdown';
import styles from './markdown-text.module.scss';

interface MarkdownTextProps {
  markdown: MarkdownBody;
  /** The `data-tina-field` of the field holding the text, so a click opens it in the editor. */
  tinaField?: string | undefined;
}

function MarkdownContent({ markdown }: { markdown: MarkdownBody }) {
  if (typeof markdown !== 'string') return <CompiledMarkdownElements markdown={markdown} />;
  // Only builds for the visual editor parse markdown in the browser; the public
  // build receives it compiled, and react-markdown drops out of its bundle.
  if (__VISUAL_EDITING__) return <LiveMarkdown markdown={markdown} />;
  throw new Error(
    'Markdown text reached the public build uncompiled (see scripts/webpack/markdown-document-loader.ts).',
  );
}

/** Prose written in markdown: headings, paragraphs, lists, emphasis and links. */
export function MarkdownText({ markdown, tinaField }: MarkdownTextProps) {
  return (
    <div className={styles.text} data-tina-field={tinaField}>
      <MarkdownContent markdown={markdown} />
    </div>
  );
}
