import menuJson from '#content/pages/menu.json';
import { checkMenuItems } from './menu-items';
import { checkMenuSections } from './menu-sections';
import { checkSeason } from './season';

describe('checkMenuItems, the items of one section', () => {
  // The stored menu accepted: scripts/content/project-content.test.ts; an empty section, two sizes of
  // one name, a season ending before it starts: content-rules-menu.test.ts, through the content check.
  it('refuses two items of the same name, however they are spaced or capitalised', () => {
    expect(
      checkMenuItems([
        { name: 'Pistachio', price: 4 },
        { name: 'Lemon', price: 4 },
        { name: ' pistachio', price: 5 },
      ]),
    ).toBe('Items 1 and 3 are both called "pistachio": give each its own name.');
  });

  it('refuses an item with a price and sizes, and one with neither', () => {
    expect(checkMenuItems([{ name: 'Espresso', price: 3, sizes: [{ name: 'Single' }] }])).toBe(
      'Item 1 (Espresso) has a price and sizes: keep one price, or the sizes with a price each, not both.',
    );
    expect(checkMenuItems([{ name: 'Espresso', sizes: [] }])).toBe(
      'Item 1 (Espresso) has no price: give it one price, or its sizes with a price each.',
    );
  });
});

describe('checkMenuSections', () => {
  it('refuses two sections whose names give the same link', () => {
    expect(checkMenuSections([{ name: 'Gelato' }, { name: 'GELATO!' }])).toBe(
      'Sections 1 and 2 are both called "GELATO!": give each its own name.',
    );
    expect(checkMenuSections(menuJson.sections)).toBeUndefined();
  });

  it('refuses a menu without sections', () => {
    expect(checkMenuSections([])).toBe('The menu needs at least one section.');
  });
});

describe('checkSeason', () => {
  it('accepts no season, and a season whose last day is on or after its first', () => {
    expect(checkSeason(undefined)).toBeUndefined();
    expect(checkSeason({ starts: '', ends: '' })).toBeUndefined();
    expect(checkSeason({ starts: '2026-10-01', ends: '2026-10-01' })).toBeUndefined();
    expect(checkSeason({ starts: '2026-10-01', ends: '2026-11-30' })).toBeUndefined();
  });

  it('refuses half a season', () => {
    expect(checkSeason({ starts: '2026-10-01' })).toMatch(/^A season needs its first and its last day/);
  });
});
