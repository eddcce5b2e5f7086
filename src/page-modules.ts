/**
 * Which code renders each page. Every page is its own chunk, named `page-<id>`: in the build, so the
 * prerender step finds the stylesheet of each page; in the editor, so its preview loads a page's code when
 * the owner opens it. `Record<RoutedPageId, …>` makes a missing page a compile error.
 */
import type { ComponentType } from 'react';
import type { RoutedPageId } from '#model/route-table';

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

/** Name of the webpack chunk group holding a route's page code: the build inlines its stylesheet. */
export function chunkNameOf(routeId: RoutedPageId): string {
  return `page-${routeId}`;
}

/** Loads a page's code: the build's render awaits it, the editor shows it with `lazy`. */
export function loadPage(id: RoutedPageId): Promise<ComponentType> {
  return pageModules[id]();
}
