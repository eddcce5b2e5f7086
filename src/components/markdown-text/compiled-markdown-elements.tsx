import { createElement, type ReactNode } from 'react';
import type { CompiledMarkdown, CompiledMarkdownNode } from '../../../site/markdown-format';
import { MarkdownLink } from './markdown-link';

function elementOf(node: CompiledMarkdownNode, index: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const content = children.map(elementOf);
  // Links render as they do in live-markdown.tsx.
  if (tag === 'a') {
    return (
      <MarkdownLink key={index} href={String(attributes.href ?? '')}>
        {content}
      </MarkdownLink>
    );
  }
  return createElement(tag, { ...attributes, key: index }, ...content);
}

/** Markdown compiled at build time, as elements: the same elements live-markdown.tsx renders from the text. */
export function CompiledMarkdownElements({ markdown }: { markdown: CompiledMarkdown }) {
  return <>{markdown.compiled.map(elementOf)}</>;
}
