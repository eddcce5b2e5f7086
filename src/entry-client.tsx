import { StrictMode, startTransition } from 'react';
import { startFetchingAhead } from './app/fetch-ahead/start-fetching-ahead';
import { startWebFonts } from './app/web-fonts/load-web-fonts';
import { loadPage } from './page-modules';
import { routeIdOf } from '../site/route-table';
import './styles/global.scss';

/** A new task: the browser may draw and answer the visitor between the steps of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  // The web fonts for the next pages, fetched once this one has loaded (decision 016).
  startWebFonts();
  // Hydrating needs the page's component in the first render, or React would find nothing to match the HTML.
  const page = loadPage(routeIdOf(window.location.pathname)).catch(() => undefined);
  // react-dom, then the router and the site's modules, each set up in a task of its own
  // ("eager": in this bundle, evaluated only when asked for).
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await page;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  // The built site serves prerendered HTML to hydrate; `npm run dev` serves an empty shell.
  // Hydrating as a transition lets React yield to the browser every few milliseconds
  // instead of blocking it in one long task (the page is already visible and readable).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The next pages' files, fetched ahead once this one has loaded (docs/decisions/015-fetch-ahead.md).
  startFetchingAhead();
}

void start();
