import { Fragment, isValidElement, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import {
  markdownOptions,
  type CompiledMarkdown,
  type CompiledMarkdownNode,
} from '../../site/markdown-format';

type AttributeValue = string | number | boolean;
const isAttributeValue = (value: unknown): value is AttributeValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function nodesOf(node: ReactNode, file: string): CompiledMarkdownNode[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => nodesOf(child, file));
  if (!isValidElement<Record<string, unknown>>(node)) throw new Error(`${file}: unexpected markdown output`);
  const { children, ...attributes } = node.props;
  if (node.type === Fragment) return nodesOf(children as ReactNode, file);
  if (typeof node.type !== 'string')
    throw new Error(`${file}: markdown rendered a component, not an element`);
  const kept: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(attributes)) {
    // `node` is react-markdown's syntax tree node, which it hands to custom components.
    if (value === undefined || name === 'node') continue;
    if (!isAttributeValue(value)) {
      throw new Error(`${file}: <${node.type}> has a ${name} that is not text, a number or true/false`);
    }
    kept[name] = value;
  }
  return [[node.type, kept, ...nodesOf(children as ReactNode, file)]];
}

/**
 * Markdown text as the elements react-markdown renders from it, with the site's
 * options: the public build ships these instead of the parser (about 23 KB of
 * JavaScript less on a page of markdown, and no parsing on the visitor's phone).
 * What the owner sees while editing and what visitors get are the same elements
 * by construction; compile-markdown.test.tsx checks it.
 */
export function compileMarkdown(text: string, file = 'markdown'): CompiledMarkdown {
  return { compiled: nodesOf(Markdown({ ...markdownOptions, children: text }), file) };
}
