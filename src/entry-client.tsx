import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { startFetchingAhead } from './app/fetch-ahead/start-fetching-ahead';
import { startWebFonts } from './app/web-fonts/load-web-fonts';
import { loadPage } from './page-modules';
import { routeIdOf } from '../site/route-table';
import './styles/global.scss';

async function start() {
  // The web fonts for the next pages, fetched once this one has loaded (decision 016).
  startWebFonts();
  // Hydrating needs the page's component in the first render, or React would find nothing to match the HTML.
  await loadPage(routeIdOf(window.location.pathname)).catch(() => undefined);
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
