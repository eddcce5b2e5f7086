/**
 * The one list of the site's pages. The router, the navigation, the prerender
 * step, the sitemap and the editor's preview all read it, so adding a page
 * starts here (and in `page-modules.tsx`, which the compiler will then ask for).
 *
 * It is plain data with no imports so that the Tina schema can read it too.
 */
export const pageRoutes = [
  { id: 'home', path: '/', inMenu: true },
  { id: 'officeFuel', path: '/ez-cater', inMenu: true },
  { id: 'wholesale', path: '/wholesale', inMenu: true },
  { id: 'catering', path: '/catering', inMenu: true },
  { id: 'logistics', path: '/logistics', inMenu: true },
  { id: 'contact', path: '/contact', inMenu: true },
  // Reached from the footer's small legal links, not from the menu.
  { id: 'privacy', path: '/privacy', inMenu: false },
  { id: 'terms', path: '/terms', inMenu: false },
  { id: 'accessibility', path: '/accessibility', inMenu: false },
] as const;

export type PageRoute = (typeof pageRoutes)[number];
export type PageRouteId = PageRoute['id'];
export type MenuRoute = Extract<PageRoute, { inMenu: true }>;

/** The pages of the top menu and the footer's quick links, in menu order. */
export const menuRoutes: readonly MenuRoute[] = pageRoutes.filter(
  (route): route is MenuRoute => route.inMenu,
);

/** What the router renders at a path no page has. */
export type RoutedPageId = PageRouteId | 'notFound';

/**
 * The page at a browser path: `/ez-cater` and `/ez-cater/` (as static hosts
 * serve `ez-cater/index.html`) are the same page; any other path is not found.
 */
export function routeIdOf(pathname: string): RoutedPageId {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageRoutes.find((route) => route.path === path)?.id ?? 'notFound';
}

/** Where the static build writes the not-found page; static hosts serve it for unknown paths. */
export const notFoundFile = '404.html';

export function pathOf(id: PageRouteId): string {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route with id "${id}"`);
  return route.path;
}

/** `dist/` file that holds the prerendered HTML of a path: `/` → `index.html`, `/a` → `a/index.html`. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`;
}
