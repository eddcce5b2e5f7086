import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { loadPage } from '../page-modules';
import { routeIdOf } from '../../site/route-table';

/** Renders the real app at a URL the way the browser starts it: the page's code first, then the app. */
export async function renderRoute(url: string) {
  await loadPage(routeIdOf(url)).catch(() => undefined);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <App />
    </MemoryRouter>,
  );
}
