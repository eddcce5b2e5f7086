import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteHeader } from './site-header';

const items = [
  { label: 'Home', path: '/' },
  { label: 'Office Fuel', path: '/ez-cater' },
  { label: 'Contact', path: '/contact' },
];

function renderHeaderAt(url: string) {
  const Header = () => (
    <SiteHeader
      brandName="Vicolo Espresso"
      items={items}
      orderNow={{ label: 'Order Now', href: '/ez-cater#request' }}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/', Component: Header },
      { path: '*', Component: Header },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteHeader', () => {
  it.each([
    ['/', 'Home'],
    ['/ez-cater', 'Office Fuel'],
    ['/contact', 'Contact'],
  ])('marks only the link of %s as the current page', (url, label) => {
    renderHeaderAt(url);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const item of items) {
      const link = within(nav).getByRole('link', { name: item.label });
      if (item.label === label) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('highlights no link on a page outside the menu', () => {
    renderHeaderAt('/somewhere-else');
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('is the banner landmark with the brand linking home', () => {
    renderHeaderAt('/contact');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vicolo Espresso' })).toHaveAttribute('href', '/');
  });

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: /menu/i });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    const router = renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: /menu/i });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: /menu/i });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has an Order Now link to the Office Fuel request form', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/ez-cater#request');
  });
});
