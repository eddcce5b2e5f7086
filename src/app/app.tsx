import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { reportNotFound } from '#src/browser/not-found-note';
import { SiteLayout } from '#src/layout/site-layout';
import { loadPage } from '#src/page-modules';
import { pageRoutes, routeIdOf, type RoutedPageId } from '#model/route-table';
import { AppErrorBoundary } from './app-error-boundary';

/** Each page's code, loaded when the editor's preview first shows it. */
const pages = Object.fromEntries(
  [...pageRoutes.map((route) => route.id), 'notFound' as const].map((id) => [
    id,
    lazy(() => loadPage(id).then((component) => ({ default: component }))),
  ]),
) as Record<RoutedPageId, LazyExoticComponent<ComponentType>>;

/**
 * The page moved to starts at its top, or at the `#section` its link names, as a page the browser loads would
 * (the public site's pages are plain page loads; only the editor's preview moves between pages in the page).
 */
function useStartOfEachPage(pathname: string, hash: string) {
  useLayoutEffect(() => {
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
}

/**
 * The whole site as a single-page app, for TinaCMS's visual editor (src/entry-editor.tsx): the
 * router shows the page at the preview's address, and each page reads its content live, as the
 * owner types. Tests render it in a `MemoryRouter`.
 */
export function App() {
  const { pathname, hash } = useLocation();
  const routeId = routeIdOf(pathname);
  const Page = pages[routeId];
  useStartOfEachPage(pathname, hash);
  useEffect(() => {
    if (routeId === 'notFound') {
      reportNotFound(pathname);
    }
  }, [routeId, pathname]);
  return (
    <AppErrorBoundary pathname={pathname}>
      {/*
        Around the layout, not only the page: the first preview is drawn once its page's code is
        there, so the page's content registers with Tina before the site-wide documents' and Tina
        opens the page's own form (Tina opens the first list of forms it receives, unless all
        its documents are global). A move to another page is a transition: the current page
        stays on screen while the next one's code loads.
      */}
      <Suspense fallback={null}>
        <SiteLayout routeId={routeId}>
          <Page />
        </SiteLayout>
      </Suspense>
    </AppErrorBoundary>
  );
}
