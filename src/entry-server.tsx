/**
 * Renders one URL to HTML at build time. Used only by `scripts/prerender.ts`,
 * through the server bundle; it never runs in a visitor's browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { HeadCollector, HeadProvider } from './app/document-head';
import { loadPage } from './page-modules';
import { routeIdOf } from '../site/route-table';

export interface RenderedPage {
  html: string;
  head: HeadCollector['head'];
}

export async function render(url: string): Promise<RenderedPage> {
  // The page's code first: `renderToString` would write a loading placeholder for a page still loading.
  await loadPage(routeIdOf(new URL(url, 'http://localhost').pathname));
  const collector = new HeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadProvider collector={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadProvider>
    </StrictMode>,
  );
  return { html, head: collector.head };
}

export { pageRoutes, notFoundFile, htmlFileFor } from '../site/route-table';
export { chunkNameOf } from './page-modules';
export { headTags } from './app/document-head';
export { buildTimeFiles } from './app/build-time-files';
