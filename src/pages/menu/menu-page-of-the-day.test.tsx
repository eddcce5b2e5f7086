import { render, screen, within } from '@testing-library/react';
import { MenuPage } from './menu-page';

// A menu with a flavour switched off and seasonal items, instead of the default content
// (which has neither); the tests run on the build day Jest is given (jest.config.ts: 2026-11-25).
jest.mock('#src/content/menu-page', () => {
  const { menuWithSoldOutAndSeasonal } = jest.requireActual<
    typeof import('#tests/unit-support/menu-fixture')
  >('#tests/unit-support/menu-fixture');
  return { useMenuPageContent: () => menuWithSoldOutAndSeasonal };
});

describe('the menu of the build’s day', () => {
  it('lists a flavour switched off, with its prices, reading “Not today” after its name', () => {
    render(<MenuPage />);
    const pistachio = within(screen.getByRole('region', { name: 'Gelato' })).getAllByRole('listitem')[0];
    expect(pistachio).toHaveTextContent(/^Pistachio Not today Cup \$4\.50 · , Cone \$5/);
  });

  it('shows an item in its season and leaves out a section whose season is over', () => {
    render(<MenuPage />);
    expect(screen.getByText('Pumpkin spice')).toBeInTheDocument();
    expect(screen.queryByText('Chestnut cake')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Autumn specials' })).not.toBeInTheDocument();
  });

  it('writes the day of the save on the bar’s calendar, not in UTC', () => {
    // Saved at 03:30 UTC on the 27th: still the 26th in New York.
    render(<MenuPage />);
    expect(screen.getByText('Thursday, November 26')).toHaveAttribute('datetime', '2026-11-26');
  });
});
