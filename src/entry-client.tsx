import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRouteModules } from './app/load-route-modules';
import { createAppRoutes } from './page-modules';
import './styles/global.scss';

async function start() {
  const routes = createAppRoutes();
  await loadRouteModules(routes, window.location);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  // The built site serves prerendered HTML to hydrate; `npm run dev` serves an empty shell.
  // Hydrating as a transition lets React yield to the browser every few milliseconds
  // instead of blocking it in one long task (the page is already visible and readable).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
