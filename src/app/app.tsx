import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { RootLayout } from './root-layout';
import { startedAttribute } from './started-mark';

/**
 * The whole site inside a router: the browser wraps it in `BrowserRouter`, the
 * prerender step in `StaticRouter`, tests in `MemoryRouter`.
 */
export function App() {
  const { pathname } = useLocation();
  useEffect(() => document.documentElement.setAttribute(startedAttribute, ''), []);
  return (
    <AppErrorBoundary pathname={pathname}>
      <RootLayout />
    </AppErrorBoundary>
  );
}
