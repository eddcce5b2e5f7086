/**
 * What a page carries inline, read with a real HTML parser (parse5, as browsers parse): the `<script>` and
 * `<style>` elements the Content-Security-Policy must allow by hash, and any inline code it would block.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  /** `<template>` keeps its children here. */
  content?: HtmlNode;
  value?: string;
}

function* elementsOf(node: HtmlNode): Generator<HtmlNode> {
  if (node.attrs) {
    yield node;
  }
  for (const child of node.childNodes ?? []) {
    yield* elementsOf(child);
  }
  if (node.content) {
    yield* elementsOf(node.content);
  }
}

const attributeOf = (element: HtmlNode, name: string) =>
  element.attrs?.find((attribute) => attribute.name === name)?.value;

const textOf = (element: HtmlNode) =>
  (element.childNodes ?? []).map((child) => (child.nodeName === '#text' ? (child.value ?? '') : '')).join('');

/**
 * `<noscript>` holds text to a parser that runs scripts, and elements to one that does not.
 * Browsers with scripting off apply its `<style>` too, so it is parsed both ways.
 */
function parseBothWays(html: string): HtmlNode[] {
  const noscripts = html.match(/<noscript>[\s\S]*?<\/noscript>/gi) ?? [];
  const withoutScripting = noscripts.map((noscript) =>
    parse(noscript.replace(/^<noscript>|<\/noscript>$/gi, ''), { scriptingEnabled: false }),
  );
  return [parse(html), ...withoutScripting] as HtmlNode[];
}

export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types that hold data, which browsers never run: JSON-LD, and the data blocks of the page's scripts. */
const dataTypes = new Set(['application/ld+json', 'application/json']);

/** The hash sources of every inline script (data blocks are never run) and style of these pages. */
export function inlineSourcesOf(pages: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const element of pages.flatMap(parseBothWays).flatMap((document) => [...elementsOf(document)])) {
    if (element.nodeName === 'script' && attributeOf(element, 'src') === undefined) {
      if (!dataTypes.has(attributeOf(element, 'type') ?? '')) {
        scripts.add(hashSource(textOf(element)));
      }
    }
    if (element.nodeName === 'style') {
      styles.add(hashSource(textOf(element)));
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/** A URL's scheme as a browser reads it (it drops leading control characters, tabs and line breaks). */
function schemeOf(url: string): string | undefined {
  try {
    return new URL(url, 'https://site.invalid/').protocol;
  } catch {
    return undefined;
  }
}

/** The first inline code a strict policy would block: an event-handler or style attribute, a `javascript:` URL. */
export function blockedInlineCodeIn(html: string): string | undefined {
  for (const element of parseBothWays(html).flatMap((document) => [...elementsOf(document)])) {
    for (const { name, value } of element.attrs ?? []) {
      const runsCode = /^on/i.test(name) || name === 'style';
      const scriptUrl =
        ['href', 'src', 'action', 'formaction'].includes(name) && schemeOf(value) === 'javascript:';
      if (runsCode || scriptUrl) {
        return `<${element.nodeName} ${name}="${value}">`;
      }
    }
  }
  return undefined;
}
