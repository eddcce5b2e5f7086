/**
 * Which code renders each page. Every page is its own chunk, named
 * `page-<id>` so the prerender step can find the files a route needs, and a
 * visitor downloads only the page they open. `Record<RoutedPageId, …>` makes a
 * missing page a compile error.
 */
import { createElement, use, type ComponentType } from 'react';
import type { RoutedPageId } from '../site/route-table';

type PageModule = () => Promise<ComponentType>;

const pageModules: Record<RoutedPageId, PageModule> = {
  home: () => import(/* webpackChunkName: "page-home" */ './pages/home/home-page').then((m) => m.HomePage),
  menu: () => import(/* webpackChunkName: "page-menu" */ './pages/menu/menu-page').then((m) => m.MenuPage),
  officeFuel: () =>
    import(/* webpackChunkName: "page-officeFuel" */ './pages/office-fuel/office-fuel-page').then(
      (m) => m.OfficeFuelPage,
    ),
  wholesale: () =>
    import(/* webpackChunkName: "page-wholesale" */ './pages/wholesale/wholesale-page').then(
      (m) => m.WholesalePage,
    ),
  catering: () =>
    import(/* webpackChunkName: "page-catering" */ './pages/catering/catering-page').then(
      (m) => m.CateringPage,
    ),
  logistics: () =>
    import(/* webpackChunkName: "page-logistics" */ './pages/logistics/logistics-page').then(
      (m) => m.LogisticsPage,
    ),
  contact: () =>
    import(/* webpackChunkName: "page-contact" */ './pages/contact/contact-page').then((m) => m.ContactPage),
  privacy: () =>
    import(/* webpackChunkName: "page-privacy" */ './pages/legal/privacy-page').then((m) => m.PrivacyPage),
  terms: () =>
    import(/* webpackChunkName: "page-terms" */ './pages/legal/terms-page').then((m) => m.TermsPage),
  accessibility: () =>
    import(/* webpackChunkName: "page-accessibility" */ './pages/legal/accessibility-page').then(
      (m) => m.AccessibilityPage,
    ),
  notFound: () =>
    import(/* webpackChunkName: "page-notFound" */ './pages/not-found/not-found-page').then(
      (m) => m.NotFoundPage,
    ),
};

/** Name of the webpack chunk group holding a route's page code. */
export function chunkNameOf(routeId: RoutedPageId): string {
  return `page-${routeId}`;
}

const loadedPages = new Map<RoutedPageId, Promise<ComponentType>>();

/**
 * Starts (once) loading a page's code. The browser awaits the current page's
 * before hydrating and the prerender step before rendering, so the first
 * render already has the page and matches the HTML; pages opened later load
 * when the visitor goes to them (the router keeps the old page on screen
 * meanwhile, as navigation runs in a transition). A page whose code failed
 * to load (the visitor went offline) shows the error screen, whose link
 * reloads the site.
 */
export function loadPage(id: RoutedPageId): Promise<ComponentType> {
  let page = loadedPages.get(id);
  if (!page) {
    const loading = pageModules[id]();
    // Marks the promise as React's `use()` reads it (`status`, `value`, `reason`), so that a
    // page already loaded renders at once instead of suspending (hydration needs that).
    loading.then(
      (component) => {
        Object.assign(loading, { status: 'fulfilled', value: component });
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
      },
    );
    loadedPages.set(id, loading);
    page = loading;
  }
  return page;
}

/**
 * Loads a page's code before the visitor clicks (src/app/fetch-ahead/), so the click renders it
 * at once. A load that fails is forgotten: the click then tries again, as it would have.
 */
export function preloadPage(id: RoutedPageId): void {
  const page = loadPage(id);
  page.catch(() => loadedPages.get(id) === page && loadedPages.delete(id));
}

/** Renders a page, suspending while its code loads; a failed load reaches the error screen. */
export function RoutePage({ id }: { id: RoutedPageId }) {
  return createElement(use(loadPage(id)));
}
