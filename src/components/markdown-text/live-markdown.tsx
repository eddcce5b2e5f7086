import Markdown from 'react-markdown';
import { MarkdownLink } from './markdown-link';
import { markdownOptions } from '../../../site/markdown-format';

const components = { a: MarkdownLink };

/** Markdown text rendered in the browser: in the visual editor, where the owner changes it. */
export function LiveMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown {...markdownOptions} components={components}>
      {markdown}
    </Markdown>
  );
}
