/**
 * The one list of the site's pages. The router, the navigation, the prerender
 * step, the sitemap and the editor's preview all read it, so adding a page
 * starts here (and in `page-modules.tsx`, which the compiler will then ask for).
 *
 * It is plain data with no imports so that the Tina schema can read it too.
 * `anchors` are the ids of the sections a link may jump to (`/ez-cater#request`):
 * the content check accepts only these, and route-anchors.test.tsx proves each
 * one is on its page.
 */
export const pageRoutes = [
  { id: 'home', path: '/', inMenu: true, anchors: ['home-features'] },
  { id: 'officeFuel', path: '/ez-cater', inMenu: true, anchors: ['tiers', 'service-days', 'request'] },
  { id: 'wholesale', path: '/wholesale', inMenu: true, anchors: ['benefits', 'partnerships', 'inquiry'] },
  { id: 'catering', path: '/catering', inMenu: true, anchors: ['services', 'request'] },
  {
    id: 'logistics',
    path: '/logistics',
    inMenu: true,
    anchors: ['restaurants', 'suppliers', 'how-it-works', 'pricing', 'reasons', 'join'],
  },
  { id: 'contact', path: '/contact', inMenu: true, anchors: ['social', 'subscribe'] },
  // Reached from the footer's small legal links, not from the menu.
  { id: 'privacy', path: '/privacy', inMenu: false, anchors: [] },
  { id: 'terms', path: '/terms', inMenu: false, anchors: [] },
  { id: 'accessibility', path: '/accessibility', inMenu: false, anchors: [] },
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
