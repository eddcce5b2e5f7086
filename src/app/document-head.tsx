import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { escapeHtml } from './escape-html';

export interface PageHead {
  title: string;
  description: string;
  /** The page's one public address; none for the not-found page, which search engines must skip. */
  canonicalUrl: string | undefined;
  /** The picture shown when the page is shared (absolute address) and what it shows. */
  imageUrl: string;
  imageAlt: string;
  siteName: string;
  /** Language code for `<html lang>`. */
  language: string;
}

/**
 * Collects the head of the page being rendered. On the server (prerender), the
 * page writes into it during render and the build puts it into the HTML file
 * (`headTags`); in the browser, client-side navigation updates the same tags.
 */
export class HeadCollector {
  head: PageHead | undefined;

  record(head: PageHead): void {
    this.head = head;
  }
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

type HeadTag = { tag: 'meta' | 'link'; key: 'name' | 'property' | 'rel'; id: string; value: string };

/** Every tag a page head carries besides `<title>`, in document order. */
function tagsOf(head: PageHead): HeadTag[] {
  const meta = (key: 'name' | 'property', id: string, value: string): HeadTag => ({
    tag: 'meta',
    key,
    id,
    value,
  });
  return [
    meta('name', 'description', head.description),
    ...(head.canonicalUrl
      ? [{ tag: 'link', key: 'rel', id: 'canonical', value: head.canonicalUrl } as const]
      : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    meta('name', 'twitter:image:alt', head.imageAlt),
  ];
}

/** The `<title>` and the tags of a page head as HTML, for the prerendered file. */
export function headTags(head: PageHead): string {
  const tags = tagsOf(head).map(({ tag, key, id, value }) =>
    tag === 'link'
      ? `<link ${key}="${id}" href="${escapeHtml(value)}">`
      : `<meta ${key}="${id}" content="${escapeHtml(value)}">`,
  );
  return `<title>${escapeHtml(head.title)}</title>${tags.join('')}`;
}

/** Brings the tags in `document.head` in line with the page after client-side navigation. */
function updateDocumentHead(head: PageHead): void {
  document.title = head.title;
  document.documentElement.lang = head.language;
  const wanted = tagsOf(head);
  for (const { tag, key, id, value } of wanted) {
    let element = document.head.querySelector(`${tag}[${key}="${id}"]`);
    if (!element) {
      element = document.createElement(tag);
      element.setAttribute(key, id);
      document.head.append(element);
    }
    element.setAttribute(tag === 'link' ? 'href' : 'content', value);
  }
  // A page without a canonical address drops the previous page's; one with it drops noindex.
  const unwanted = head.canonicalUrl
    ? ['meta[name="robots"]']
    : ['link[rel="canonical"]', 'meta[property="og:url"]'];
  for (const selector of unwanted) document.head.querySelector(selector)?.remove();
}

export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  collector?.record(head);
  const { title, description, canonicalUrl, imageUrl, imageAlt, siteName, language } = head;
  useEffect(() => {
    updateDocumentHead({ title, description, canonicalUrl, imageUrl, imageAlt, siteName, language });
  }, [title, description, canonicalUrl, imageUrl, imageAlt, siteName, language]);
}
