/**
 * The one list of the site's pages. The router, the navigation, the prerender step, the
 * sitemap, the editor's schema and its preview all read it, so adding a page starts here; the
 * README's "Add a page" has the steps, and what a page's `id` names in the site-wide documents.
 *
 * Plain data with no imports, like everything in model/, so the Tina schema and the app can both read it.
 * `anchors` are the ids of the sections a link may jump to (`/ez-cater#request`): the content check accepts
 * only these, and src/route-anchors.test.tsx proves each one is on its page. A page whose sections the owner
 * names (the menu's) says so with `anchorsFromContent`: a link may then jump to any of them by the id its
 * name gives (model/section-id.ts), which the content check reads from that page's own content.
 */
export const pageRoutes = [
  { id: 'home', path: '/', inMenu: true, editorLabel: 'Home page', anchors: ['home-features'] },
  {
    id: 'menu',
    path: '/menu',
    inMenu: true,
    editorLabel: 'Menu page',
    anchors: [],
    anchorsFromContent: true,
  },
  {
    id: 'officeFuel',
    path: '/ez-cater',
    inMenu: true,
    editorLabel: 'Office Fuel page',
    anchors: ['tiers', 'service-days', 'request'],
  },
  {
    id: 'wholesale',
    path: '/wholesale',
    inMenu: true,
    editorLabel: 'Wholesale page',
    anchors: ['benefits', 'partnerships', 'inquiry'],
  },
  {
    id: 'catering',
    path: '/catering',
    inMenu: true,
    editorLabel: 'Catering page',
    anchors: ['services', 'request'],
  },
  {
    id: 'logistics',
    path: '/logistics',
    inMenu: true,
    editorLabel: 'Logistics page',
    anchors: ['restaurants', 'suppliers', 'how-it-works', 'pricing', 'reasons', 'join'],
  },
  {
    id: 'contact',
    path: '/contact',
    inMenu: true,
    editorLabel: 'Contact page',
    anchors: ['social', 'subscribe'],
  },
  // Reached from the footer's small legal links, not from the menu.
  { id: 'privacy', path: '/privacy', inMenu: false, editorLabel: 'Privacy Policy page', anchors: [] },
  { id: 'terms', path: '/terms', inMenu: false, editorLabel: 'Terms of Service page', anchors: [] },
  {
    id: 'accessibility',
    path: '/accessibility',
    inMenu: false,
    editorLabel: 'Accessibility page',
    anchors: [],
  },
] as const;

/** What the router shows at a path no page has; it has search-engine texts, but no address or menu entry. */
export const notFoundPage = { id: 'notFound', editorLabel: 'Page not found' } as const;

export type PageRoute = (typeof pageRoutes)[number];
export type PageRouteId = PageRoute['id'];
export type MenuRoute = Extract<PageRoute, { inMenu: true }>;

/** The pages of the top menu and the footer's quick links, in menu order. */
export const menuRoutes: readonly MenuRoute[] = pageRoutes.filter(
  (route): route is MenuRoute => route.inMenu,
);

/** What the router renders at a path no page has. */
export type RoutedPageId = PageRouteId | typeof notFoundPage.id;

/** Whether a link may jump to a section of this page that its content names (`/menu#gelato`). */
export function hasAnchorsFromContent(route: PageRoute): boolean {
  return 'anchorsFromContent' in route && route.anchorsFromContent;
}

/** The route of a page id (every id of the table has one). */
export function routeOf(id: PageRouteId): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) {
    throw new Error(`No route with id "${id}"`);
  }
  return route;
}

/**
 * The page at a browser path: `/ez-cater` and `/ez-cater/` (as static hosts serve
 * `ez-cater/index.html`) are the same page; any other path is not found.
 */
export function routeIdOf(pathname: string): RoutedPageId {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageRoutes.find((route) => route.path === path)?.id ?? 'notFound';
}

/** Where the static build writes the not-found page; static hosts serve it for unknown paths. */
export const notFoundFile = '404.html';

export function pathOf(id: PageRouteId): string {
  return routeOf(id).path;
}

/** `dist/` file that holds the prerendered HTML of a path: `/` → `index.html`, `/a` → `a/index.html`. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}/index.html`;
}
