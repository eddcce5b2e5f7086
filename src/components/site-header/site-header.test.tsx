import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header';

const items = [
  { label: 'Home', path: '/' },
  { label: 'Office Fuel', path: '/ez-cater' },
  { label: 'Contact', path: '/contact' },
];

function renderHeaderAt(currentPath: string | undefined) {
  render(
    <MemoryRouter>
      <SiteHeader
        brandName="Vicolo Espresso"
        items={items}
        currentPath={currentPath}
        orderNow={{ label: 'Order Now', href: '/ez-cater#request' }}
      />
    </MemoryRouter>,
  );
}

describe('SiteHeader', () => {
  // The link of each page of the menu marked current: src/app/app-routes.test.tsx, on every route.
  it('highlights no link on a page outside the menu', () => {
    renderHeaderAt(undefined);
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('is the banner landmark with the brand linking home', () => {
    renderHeaderAt('/contact');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vicolo Espresso' })).toHaveAttribute('href', '/');
  });

  // The toggle named Pages that opens and closes the links (a popover, Escape too), and Order Now
  // leading to the request form: tests/e2e/site-shell.spec.ts, in the browser.
});
