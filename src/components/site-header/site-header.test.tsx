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

  it('opens the links as a popover from a toggle named for the pages, never like a link', () => {
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Pages' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('popovertarget', nav.id);
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAccessibleName(/pages/i);
  });

  it('has an Order Now link to the Office Fuel request form', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/ez-cater#request');
  });
});
