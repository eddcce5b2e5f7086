import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadRouteModules } from '../app/load-route-modules';
import { createAppRoutes } from '../page-modules';

/**
 * Renders the real app at a URL, the way the browser starts it. Pass extra
 * routes to add under the root layout (for example one that throws).
 */
export async function renderRoute(url: string, extraChildren: RouteObject[] = []) {
  const routes = createAppRoutes();
  routes[0]?.children?.unshift(...extraChildren);
  await loadRouteModules(routes, url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...render(<RouterProvider router={router} />) };
}
