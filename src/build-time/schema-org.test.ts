import { seo } from '../content/built-site-documents';
import { menuWithSoldOutAndSeasonal } from '../test/menu-fixture';
import { schemaOrgProblems } from '../test/schema-org-vocabulary';
import { menuStructuredData } from './menu-structured-data';
import { siteFiles } from './site-files';

/** The JSON-LD of a `<script>` element as a search engine reads it. */
const readJsonLd = (script: string | undefined): unknown =>
  JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/s.exec(script ?? '')?.[1] ?? 'null');

const built = siteFiles({ theme: '#3b2416', background: '#fbf6ee' });

const item = (extra: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Menu',
  hasMenuSection: [
    {
      '@type': 'MenuSection',
      name: 'Gelato',
      hasMenuItem: [{ '@type': 'MenuItem', name: 'Pistachio', ...extra }],
    },
  ],
});

/** Documents schema.org refuses, each for one reason: the check must name each one. */
const wrong = [
  ['a property no type has (allergens)', item({ allergens: ['milk'] })],
  ['a diet schema.org does not name', item({ suitableForDiet: 'https://schema.org/DairyFreeDiet' })],
  [
    'an availability schema.org does not name',
    item({ offers: { '@type': 'Offer', price: 4, availability: 'https://schema.org/Gone' } }),
  ],
  [
    'a type that does not exist',
    { '@context': 'https://schema.org', '@type': 'MenuItme', name: 'Pistachio' },
  ],
  [
    'a property of another type (hasMenu on a Menu)',
    { '@context': 'https://schema.org', '@type': 'Menu', hasMenu: 'https://x.example/menu' },
  ],
] as const;

describe('the structured data, checked against schema.org’s vocabulary', () => {
  const cafe = readJsonLd(built.structuredData);
  const menu = readJsonLd(built.pageStructuredData.menu);
  const ofADay = menuStructuredData(menuWithSoldOutAndSeasonal, seo, '2026-10-20');
  let problems: string[][];
  // One compilation against the whole vocabulary for every document: some seconds.
  beforeAll(() => {
    problems = schemaOrgProblems([cafe, menu, ofADay, ...wrong.map(([, jsonLd]) => jsonLd)]);
  }, 120_000);

  it('the bar’s LocalBusiness on every page, with its menu’s address', () => {
    expect(cafe).toMatchObject({ '@type': 'CafeOrCoffeeShop', hasMenu: `${seo.siteUrl}/menu` });
    expect(problems[0]).toEqual([]);
  });

  it('the menu page’s Menu, as built from the content', () => {
    expect(menu).toMatchObject({ '@type': 'Menu', hasMenuSection: expect.any(Array) as unknown });
    expect(problems[1]).toEqual([]);
  });

  it('the Menu of a day with a flavour switched off and one in season', () => {
    expect(problems[2]).toEqual([]);
  });

  it.each(wrong.map(([kind], index) => [kind, index + 3] as const))('refuses %s', (_kind, index) => {
    expect(problems[index]).not.toEqual([]);
  });
});
