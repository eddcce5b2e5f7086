import { menuWithSoldOutAndSeasonal as menu } from '#tests/unit-support/menu-fixture';
import { seo } from '#src/content/built-site-documents';
import { menuStructuredData } from './menu-structured-data';

/**
 * What search engines read of the menu, from a fixture with a flavour switched off and seasonal
 * items. Expected values follow schema.org's Menu, MenuSection, MenuItem and Offer, and
 * ItemAvailability and RestrictedDiet's members.
 */
interface Section {
  name: string;
  hasMenuItem: Record<string, unknown>[];
}

/** The sections as search engines read them: plain JSON, whatever the typings allow besides. */
const sectionsOf = (menuData: ReturnType<typeof menuStructuredData>) =>
  JSON.parse(JSON.stringify(menuData.hasMenuSection)) as Section[];

describe('menuStructuredData', () => {
  const inOctober = menuStructuredData(menu, seo, '2026-10-20');
  const sections = sectionsOf(inOctober);
  const item = (name: string) =>
    sections.flatMap((section) => section.hasMenuItem).find((entry) => entry.name === name);

  it('is the menu page’s Menu, dated by the owner’s last save', () => {
    expect(inOctober).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      url: `${seo.siteUrl}/menu`,
      dateModified: '2026-11-27T03:30:00.000Z',
    });
    expect(sections.map((section) => section.name)).toEqual(['Espresso bar', 'Gelato', 'Autumn specials']);
  });

  it('offers each size at its price in dollars, and maps the marks schema.org has a diet for', () => {
    expect(item('Espresso')).toEqual({
      '@type': 'MenuItem',
      name: 'Espresso',
      offers: [
        {
          '@type': 'Offer',
          name: 'Single',
          price: 3,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          name: 'Double',
          price: 3.75,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      ],
      // Dairy-free has no schema.org diet (lactose-free is another thing): left out, not guessed.
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
    });
  });

  it('gives an item not in the case today as out of stock, at every size', () => {
    expect(item('Pistachio')?.offers).toEqual([
      expect.objectContaining({ name: 'Cup', availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ name: 'Cone', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('gives an item of one price one offer', () => {
    expect(item('Pumpkin spice')?.offers).toEqual([
      { '@type': 'Offer', price: 4.75, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    ]);
  });

  it('does not list an item out of season, nor a section left empty by the season', () => {
    const inDecember = sectionsOf(menuStructuredData(menu, seo, '2026-12-01'));
    expect(
      inDecember.map((section) => [section.name, section.hasMenuItem.map((entry) => entry.name)]),
    ).toEqual([
      ['Espresso bar', ['Espresso']],
      ['Gelato', ['Pistachio']],
    ]);
  });
});
