import { screen, within } from '@testing-library/react';
import { renderRoute } from '#tests/unit-support/render-route';
import siteJson from '#content/site/site.json';

describe('the app at each route', () => {
  it.each([
    ['/', siteJson.navigation.home],
    ['/menu', siteJson.navigation.menu],
    ['/ez-cater', siteJson.navigation.officeFuel],
    ['/wholesale', siteJson.navigation.wholesale],
    ['/catering', siteJson.navigation.catering],
    ['/logistics', siteJson.navigation.logistics],
    ['/contact', siteJson.navigation.contact],
  ])('%s shows one page heading, the header, the footer and the current link', async (url, label) => {
    await renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${siteJson.footer.copyright}`);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    // The footer's quick links mark it too: the fetch-ahead rules skip the current page by it.
    const quickLinks = within(footer).getByRole('navigation', { name: siteJson.footer.quickLinksHeading });
    expect(within(quickLinks).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the footer links, services and legal links', async () => {
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    await screen.findByRole('heading', { level: 1 });
    const quickLinks = within(footer).getByRole('navigation', { name: siteJson.footer.quickLinksHeading });
    const menu = within(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list'),
    ).getAllByRole('link');
    // The same seven pages as the top bar, in its order, to the same addresses.
    const linksOf = (links: HTMLElement[]) =>
      links.map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf(within(quickLinks).getAllByRole('link'))).toEqual(linksOf(menu));
    expect(menu).toHaveLength(7);
    for (const service of siteJson.footer.services) {
      expect(within(footer).getByText(service)).toBeInTheDocument();
    }
    for (const link of siteJson.footer.legalLinks) {
      expect(within(footer).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  });
});

describe('an unknown path', () => {
  it('shows the not-found page and logs the attempted path', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });
});
