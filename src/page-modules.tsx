/**
 * The router's view of the route table: which code renders each page. Every
 * page is its own chunk, named `page-<id>` so the prerender step can find the
 * files a route needs. `Record<PageRouteId, …>` makes a missing page a compile error.
 */
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './app/root-layout';
import { RouteErrorScreen } from './app/route-error-screen';
import { pageRoutes, type PageRouteId } from './route-table';

type LazyPage = NonNullable<RouteObject['lazy']>;

const pageModules: Record<PageRouteId | 'notFound', LazyPage> = {
  home: () =>
    import(/* webpackChunkName: "page-home" */ './pages/home/home-page').then((m) => ({
      Component: m.HomePage,
    })),
  officeFuel: () =>
    import(/* webpackChunkName: "page-officeFuel" */ './pages/office-fuel/office-fuel-page').then((m) => ({
      Component: m.OfficeFuelPage,
    })),
  wholesale: () =>
    import(/* webpackChunkName: "page-wholesale" */ './pages/wholesale/wholesale-page').then((m) => ({
      Component: m.WholesalePage,
    })),
  catering: () =>
    import(/* webpackChunkName: "page-catering" */ './pages/catering/catering-page').then((m) => ({
      Component: m.CateringPage,
    })),
  logistics: () =>
    import(/* webpackChunkName: "page-logistics" */ './pages/logistics/logistics-page').then((m) => ({
      Component: m.LogisticsPage,
    })),
  contact: () =>
    import(/* webpackChunkName: "page-contact" */ './pages/contact/contact-page').then((m) => ({
      Component: m.ContactPage,
    })),
  privacy: () =>
    import(/* webpackChunkName: "page-privacy" */ './pages/legal/privacy-page').then((m) => ({
      Component: m.PrivacyPage,
    })),
  terms: () =>
    import(/* webpackChunkName: "page-terms" */ './pages/legal/terms-page').then((m) => ({
      Component: m.TermsPage,
    })),
  accessibility: () =>
    import(/* webpackChunkName: "page-accessibility" */ './pages/legal/accessibility-page').then((m) => ({
      Component: m.AccessibilityPage,
    })),
  notFound: () =>
    import(/* webpackChunkName: "page-notFound" */ './pages/not-found/not-found-page').then((m) => ({
      Component: m.NotFoundPage,
    })),
};

/** Name of the webpack chunk group holding a route's page code. */
export function chunkNameOf(routeId: PageRouteId | 'notFound'): string {
  return `page-${routeId}`;
}

/** The route objects for react-router, built fresh so each router owns its copy. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        ...pageRoutes.map((route): RouteObject =>
          route.path === '/'
            ? { id: route.id, index: true, lazy: pageModules[route.id] }
            : { id: route.id, path: route.path, lazy: pageModules[route.id] },
        ),
        { id: 'notFound', path: '*', lazy: pageModules.notFound },
      ],
    },
  ];
}
