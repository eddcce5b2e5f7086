import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the lazy routes that match a location and puts it on the
 * route objects. Hydrating prerendered HTML needs the page's component before
 * the first render, not after (or React would find nothing to match the HTML).
 */
export async function loadRouteModules(
  routes: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
