/**
 * Renders one URL to HTML at build time. Used only by `scripts/prerender.ts`,
 * through the server bundle; it never runs in a visitor's browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { HeadCollector, HeadProvider } from './app/document-head';
import { createAppRoutes } from './page-modules';

export interface RenderedPage {
  html: string;
  head: HeadCollector['head'];
  status: number;
}

export async function render(url: string): Promise<RenderedPage> {
  const routes = createAppRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(
      `Prerendering ${url} answered with a redirect (${context.status}); static pages cannot redirect.`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // `hydrate={false}`: the pages have no loaders, so there is no data to hand to the
  // browser, and an inline script inside #root would not match what the browser renders.
  const collector = new HeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadProvider collector={collector}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HeadProvider>
    </StrictMode>,
  );
  return { html, head: collector.head, status: context.statusCode };
}

export { pageRoutes, notFoundFile, htmlFileFor } from './route-table';
export { chunkNameOf } from './page-modules';
export { headTags } from './app/document-head';
export { buildTimeFiles } from './app/build-time-files';
