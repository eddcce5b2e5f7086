/**
 * Renders one page to HTML at build time, islands and all. Used only by `scripts/prerender/prerender.ts`,
 * through the server bundle; it never runs in a visitor's browser.
 *
 * Two passes (docs/decisions/019-islands.md): the page, with an empty element where each island
 * goes; then each island as a React root of its own, with the `useId` prefix the browser
 * hydrates it with, written into its element. The islands' props go into one data block.
 */
import { renderToString } from 'react-dom/server';
import { JsonData } from './components/json-data/json-data';
import { seo, site } from './content/built-site-documents';
import { IslandCollector, IslandCollectorContext, islandPlaceholder } from './islands/island';
import { identifierPrefixOf, islandMarkup } from './islands/island-markup';
import { SiteLayout } from './layout/site-layout';
import { loadPage } from './page-modules';
import type { RoutedPageId } from '#model/route-table';
import './styles/global.scss';

export interface RenderedPage {
  /** What React hoists out of the page for the document's head: its `<title>`, `<meta>` and `<link>` elements. */
  headTags: string;
  /** The page inside its root element, `<div id="root">…</div>`. */
  rootElement: string;
  /** The data block of the islands' props, or nothing for a page without islands. */
  islandProps: string;
  /** Whether the page has islands: it then loads the script that starts them. */
  hasIslands: boolean;
}

/** The opening tag of the page's root element. */
const rootStartTag = '<div id="root">';

/**
 * Rendering less than a whole document, React writes what it hoists (the page head, and the preloads of
 * high-priority pictures) ahead of the tree's own HTML. React escapes `<` in the text and attributes of those
 * elements, so the first `<` of the tree's own HTML is the first one after them.
 */
function splitHoisted(html: string, treeStart: number): { hoisted: string; tree: string } {
  if (treeStart < 0) {
    throw new Error('The render has no element of its own.');
  }
  return { hoisted: html.slice(0, treeStart), tree: html.slice(treeStart) };
}

/** An island's root element is its component's first element; anything before it React hoisted. */
const firstOwnElement = (html: string) => {
  const hoistable = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/.exec(html);
  return hoistable ? hoistable[0].length : 0;
};

export async function render(routeId: RoutedPageId): Promise<RenderedPage> {
  // The page's code first: its chunk is loaded on demand, like the editor's.
  const Page = await loadPage(routeId);
  const collector = new IslandCollector();
  const pageHtml = renderToString(
    <div id="root">
      <IslandCollectorContext value={collector}>
        <SiteLayout routeId={routeId}>
          <Page />
        </SiteLayout>
      </IslandCollectorContext>
    </div>,
  );
  const page = splitHoisted(pageHtml, pageHtml.indexOf(rootStartTag));
  let headTags = page.hoisted;
  let rootElement = page.tree;
  const props: Record<string, object> = {};
  for (const island of collector.islands) {
    const Component = island.component;
    const islandHtml = renderToString(<Component {...island.props} />, {
      identifierPrefix: identifierPrefixOf(island.id),
    });
    const { hoisted, tree } = splitHoisted(islandHtml, firstOwnElement(islandHtml));
    headTags += hoisted;
    const placeholder = islandPlaceholder(island.id);
    if (!rootElement.includes(placeholder)) {
      throw new Error(`The page has no place for island ${island.id}.`);
    }
    rootElement = rootElement.replace(placeholder, () => tree);
    props[island.id] = island.props;
  }
  const hasIslands = collector.islands.length > 0;
  return {
    headTags,
    rootElement,
    islandProps: hasIslands
      ? renderToString(<JsonData id={islandMarkup.propsElementId} value={props} />)
      : '',
    hasIslands,
  };
}

/** The language of every page, for `<html lang>`: an attribute of an element React does not render. */
export const pageLanguage = seo.language;

/** Where the forms send, from the content the pages were rendered from: the headers allow it. */
export const formDelivery = site.forms.delivery;

export { pageRoutes, notFoundFile, htmlFileFor } from '#model/route-table';
export { siteFooterId } from './components/site-footer/site-footer-id';
export { chunkNameOf } from './page-modules';
export { siteFiles } from './build-time/site-files';
