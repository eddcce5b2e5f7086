import { isValidElement, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import { checkLinkTarget, hasUnsafeScheme, type LinkRule } from './link-target';

interface Position {
  readonly start: { readonly line: number };
}

interface MarkerProps {
  children?: ReactNode;
  node?: { position?: Position };
}

/** Stands in for `<h1>` so each one is found with its line (react-markdown passes the syntax node). */
function TopHeading(_props: MarkerProps) {
  return null;
}

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isValidElement<MarkerProps>(node)
        ? textOf(node.props.children)
        : '';

interface MarkdownFacts {
  /** Lines of the text that render as `<h1>`: `# …`, or a line underlined with `===`. */
  readonly topHeadings: { readonly line: number; readonly text: string }[];
  readonly urls: { readonly url: string; readonly attribute: string; readonly line: number }[];
}

/**
 * What markdown text turns into on the page, read with the site's own parser
 * (react-markdown, raw HTML skipped as src/components/markdown-text does), so the rules see the headings and links visitors get, not a guess from the text.
 */
function readMarkdown(text: string): MarkdownFacts {
  const facts: MarkdownFacts = { topHeadings: [], urls: [] };
  const tree = Markdown({
    skipHtml: true,
    children: text,
    components: { h1: TopHeading },
    urlTransform: (url, attribute, node) => {
      facts.urls.push({ url, attribute, line: node.position?.start.line ?? 0 });
      return url;
    },
  });
  const visit = (node: ReactNode): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isValidElement<MarkerProps>(node)) {
      if (node.type === TopHeading) {
        facts.topHeadings.push({
          line: node.props.node?.position?.start.line ?? 0,
          text: textOf(node.props.children),
        });
      }
      visit(node.props.children);
    }
  };
  visit(tree);
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
      if (wrong) problems.push(`Line ${line} of the text has a link that cannot work: ${wrong}`);
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
