import { useEffect } from 'react';

export interface PageHeadProps {
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
 * Keeps `<html lang>` in line when the owner changes the site's language in the editor. An
 * attribute of `<html>` is not an element React can place; the prerender step writes it into
 * the HTML, and the public build's language never changes after that, so it has none of this.
 * Written only when it differs: even the same value makes the browser restyle the whole page
 * (a language picks fonts and hyphenation), a long task on a phone.
 */
const useDocumentLanguage = __VISUAL_EDITING__
  ? (language: string) =>
      useEffect(() => {
        const root = document.documentElement;
        if (root.lang !== language) {
          root.lang = language;
        }
      }, [language])
  : () => undefined;

/**
 * What search engines and link previews read about a page. React 19 puts these `<title>`, `<meta>` and
 * `<link>` elements into the document's `<head>` wherever they are rendered, escapes them, and removes them
 * when the page changes; at build time `renderToString` writes them ahead of the page's HTML, and the
 * prerender step moves that part into the head (src/entry-server.tsx).
 */
export function PageHead(props: PageHeadProps) {
  const { title, description, canonicalUrl, imageUrl, imageAlt, siteName, language } = props;
  useDocumentLanguage(language);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
