/**
 * Renders one URL to HTML at build time. Used only by `scripts/prerender.ts`,
 * through the server bundle; it never runs in a visitor's browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { seo, site } from './content/built-site-documents';
import { loadPage } from './page-modules';
import { routeIdOf } from '../site/route-table';

export interface RenderedPage {
  /** What React hoists out of the page for the document's head: its `<title>`, `<meta>` and `<link>` elements. */
  headTags: string;
  /** The page inside its root element, `<div id="root">…</div>`, for the empty one of the HTML shell. */
  rootElement: string;
}

/** The opening tag of the element the browser hydrates (src/entry-client.tsx finds it by its id). */
const rootStartTag = '<div id="root">';

export async function render(url: string): Promise<RenderedPage> {
  // The page's code first: `renderToString` would write a loading placeholder for a page still loading.
  await loadPage(routeIdOf(new URL(url, 'http://localhost').pathname));
  const html = renderToString(
    <div id="root">
      <StrictMode>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </StrictMode>
    </div>,
  );
  // Rendering less than a whole document, React writes what it hoists (the page head, and the
  // preload of a high-priority `<img>` drawing; a photo's `<picture>` gets none from React, see
  // scripts/picture-preload.ts) ahead of the tree's own HTML, which starts with the root
  // element. React escapes `<` in the text and attributes of those elements, so the first
  // such tag is the root's.
  const rootStart = html.indexOf(rootStartTag);
  if (rootStart < 0) throw new Error(`The render of ${url} has no ${rootStartTag}.`);
  return { headTags: html.slice(0, rootStart), rootElement: html.slice(rootStart) };
}

/** The language of every page, for `<html lang>`: an attribute of an element React does not render. */
export const pageLanguage = seo.language;

/** Where the forms send, from the content the pages were rendered from: the headers allow it. */
export const formDelivery = site.forms.delivery;

export { pageRoutes, notFoundFile, htmlFileFor } from '../site/route-table';
export { chunkNameOf } from './page-modules';
export { siteFiles } from './build-time/site-files';
