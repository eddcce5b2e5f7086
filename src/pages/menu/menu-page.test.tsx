import { screen, within } from '@testing-library/react';
import menuJson from '#content/pages/menu.json';
import { renderRoute } from '#tests/unit-support/render-route';

describe('the menu page, as the build renders it', () => {
  // Its link in the top bar, current: src/app/app-routes.test.tsx; right after Home: tests/e2e/site-shell.spec.ts.
  it('lists its sections at the top, each a link to its section’s heading', async () => {
    const { container } = await renderRoute('/menu');
    const contents = await screen.findByRole('navigation', { name: menuJson.sectionsLabel });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Espresso bar', '#espresso-bar'],
      ['Smoothies', '#smoothies'],
      ['Gelato', '#gelato'],
      ['Pastries', '#pastries'],
    ]);
    for (const link of links) {
      const section = container.querySelector(`[id="${link.getAttribute('href')?.slice(1)}"]`);
      expect(section).toHaveAccessibleName(link.textContent);
    }
  });

  it('writes each item as one list item: name, sizes and prices, marks in words, allergens', async () => {
    await renderRoute('/menu');
    const espressoBar = await screen.findByRole('region', { name: 'Espresso bar' });
    const items = within(espressoBar).getAllByRole('listitem');
    expect(items).toHaveLength(menuJson.sections[0]!.items.length);
    expect(items[3]).toHaveTextContent(
      'Cappuccino Single $4, Double $4.75Vegetarian, gluten-free. Contains: milk.'.replace(
        ', Double',
        ' · , Double',
      ),
    );
    const affogato = items.find((item) => item.textContent.startsWith('Affogato'));
    expect(affogato).toHaveTextContent(/^Affogato \$6A scoop of fior di latte/);
  });

  it('says the day the owner last checked it, and has a print button for its script', async () => {
    const { container } = await renderRoute('/menu');
    expect(await screen.findByText('Thursday, November 26')).toHaveAttribute('datetime', '2026-11-26');
    expect(screen.getByText(menuJson.checkedOnLabel).parentElement).toHaveTextContent(
      'Menu checked on Thursday, November 26',
    );
    // The page's script makes it print; without JavaScript the stylesheet hides it.
    const print = container.querySelector('button[data-print-page]');
    expect(print).toHaveTextContent(menuJson.printLabel);
  });

  it('gives every element a distinct id', async () => {
    const { container } = await renderRoute('/menu');
    await screen.findByRole('heading', { level: 1 });
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(container.querySelectorAll('section[id]').length).toBeGreaterThan(3);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
