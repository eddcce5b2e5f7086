import { menuWithSoldOutAndSeasonal as menu } from '#tests/unit-support/menu-fixture';
import { menuOnDay } from './menu-on-day';

const shown = (day: string) =>
  menuOnDay(menu.sections, day).map(({ section, items }) => [section.name, items.map((item) => item.name)]);

describe('menuOnDay, the menu as the build of a day shows it', () => {
  it('lists a seasonal item from its first day to its last, both included', () => {
    expect(shown('2026-09-30')).toEqual([
      ['Espresso bar', ['Espresso']],
      ['Gelato', ['Pistachio']],
    ]);
    expect(shown('2026-10-01')).toEqual([
      ['Espresso bar', ['Espresso']],
      ['Gelato', ['Pistachio', 'Pumpkin spice']],
    ]);
    expect(shown('2026-11-30')[1]).toEqual(['Gelato', ['Pistachio', 'Pumpkin spice']]);
    expect(shown('2026-12-01')[1]).toEqual(['Gelato', ['Pistachio']]);
  });

  // A section the season empties left out, and shown in it: menu-structured-data.test.ts, menu-page-of-the-day.test.tsx.
  // An item switched off still listed: src/pages/menu/menu-page-of-the-day.test.tsx ("Not today").
  it('hands back the stored sections themselves, so the editor’s marks on them still lead to their fields', () => {
    expect(menuOnDay(menu.sections, '2026-10-20')[1]?.section).toBe(menu.sections[1]);
  });
});
