// The tree's node types, which mdast-util-from-markdown's own types are written in.
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { checkLinkTarget, hasUnsafeScheme, type LinkRule } from './link-target';

interface MarkdownFacts {
  /** Lines of the text that render as `<h1>`: `# …`, or a line underlined with `===`. */
  readonly topHeadings: { readonly line: number; readonly text: string }[];
  /** Every address a link (`href`) or a picture (`src`) of the page gets, with its line. */
  readonly urls: { readonly url: string; readonly attribute: 'href' | 'src'; readonly line: number }[];
}

/** Which attribute of the page an address of the text goes to: a link's `href`, a picture's `src`. */
const attributeOf: Partial<Record<Nodes['type'], 'href'>> = { link: 'href', linkReference: 'href' };

/** The address a link or a picture leads to: its own, or its reference's definition. */
function urlOf(node: Nodes, definitions: ReadonlyMap<string, string>): string | undefined {
  if (node.type === 'link' || node.type === 'image') {
    return node.url;
  }
  if (node.type === 'linkReference' || node.type === 'imageReference') {
    return definitions.get(node.identifier);
  }
  return undefined;
}

/**
 * What markdown text turns into on the page, read with the parser under the site's
 * react-markdown (remark's mdast-util-from-markdown), so the rules see the headings and links
 * visitors get, not a guess from the text. Raw HTML is not looked at: the site skips it
 * (src/components/markdown-text). A reference link gets its address from its definition, the
 * first one of its name, as CommonMark says; one without a definition stays text.
 */
function readMarkdown(text: string): MarkdownFacts {
  const tree = fromMarkdown(text);
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => {
    if (!definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
  });
  const facts: MarkdownFacts = { topHeadings: [], urls: [] };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading' && node.depth === 1) {
      facts.topHeadings.push({ line, text: toString(node) });
    }
    const url = urlOf(node, definitions);
    if (url !== undefined) {
      facts.urls.push({ url, attribute: attributeOf[node.type] ?? 'src', line });
    }
  });
  return facts;
}

/**
 * The text of a page whose heading is a separate field (the legal pages): it may not
 * add a second top-level heading (the page must end up with one `<h1>`), and each link
 * must lead where a link field may.
 */
function pageTextProblem(text: string): string | undefined {
  const { topHeadings, urls } = readMarkdown(text);
  const problems = topHeadings.map(
    ({ line, text: heading }) =>
      `Line ${line} of the text, ${JSON.stringify(heading)}, is a top-level heading (# or a line underlined with ===), but the page heading is the page's only one: start sections with ## instead.`,
  );
  for (const { url, attribute, line } of urls) {
    if (attribute === 'href') {
      const wrong = checkLinkTarget(url);
      if (wrong) {
        problems.push(`Line ${line} of the text has a link that cannot work: ${wrong}`);
      }
    } else if (hasUnsafeScheme(url)) {
      problems.push(
        `Line ${line} of the text refers to ${JSON.stringify(url)}: javascript:, data: and vbscript: addresses are refused.`,
      );
    }
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}

/** The rule of a page's markdown text, carrying its links for the build's check of menu sections. */
export const checkPageText: LinkRule<string> = Object.assign(pageTextProblem, {
  linksIn: (text: string) =>
    readMarkdown(text)
      .urls.filter(({ attribute }) => attribute === 'href')
      .map(({ url }) => url),
});
