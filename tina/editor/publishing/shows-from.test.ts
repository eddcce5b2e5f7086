import { showsFrom } from './shows-from';

const today = '2026-12-06';
const site = { brand: { name: 'Vicolo Espresso' }, notice: { text: '', starts: '', ends: '' } };
const notice = (starts: string, ends: string) => ({ text: 'Closed for a private event', starts, ends });

describe('when a saved change first shows on the site', () => {
  test('a notice that starts on a later day shows from that day', () => {
    const after = { ...site, notice: notice('2026-12-08', '2026-12-09') };
    expect(showsFrom({ file: 'content/site/site.json', before: site, after, today })).toBe('2026-12-08');
  });

  test('a notice shown today, or a change beside the notice, shows at once', () => {
    const now = { ...site, notice: notice('2026-12-06', '2026-12-09') };
    expect(showsFrom({ file: 'content/site/site.json', before: site, after: now, today })).toBeUndefined();
    const withName = { ...site, brand: { name: 'Vicolo' }, notice: notice('2026-12-08', '2026-12-09') };
    expect(
      showsFrom({ file: 'content/site/site.json', before: site, after: withName, today }),
    ).toBeUndefined();
  });

  test('a menu item whose season starts later shows from its first day; a price changed with it, at once', () => {
    const menu = {
      checkedOn: '2026-12-01T10:00:00.000Z',
      sections: [{ name: 'Gelato', items: [{ name: 'Pistachio', inCase: true, price: 5 }] }],
    };
    const chestnut = {
      name: 'Chestnut',
      inCase: true,
      price: 6,
      season: { starts: '2026-12-20', ends: '2027-01-31' },
    };
    const withSeasonal = {
      checkedOn: '2026-12-06T10:42:00.000Z',
      sections: [{ name: 'Gelato', items: [...menu.sections[0]!.items, chestnut] }],
    };
    expect(showsFrom({ file: 'content/pages/menu.json', before: menu, after: withSeasonal, today })).toBe(
      '2026-12-20',
    );
    const alsoPrice = {
      ...withSeasonal,
      sections: [{ name: 'Gelato', items: [{ name: 'Pistachio', inCase: true, price: 6 }, chestnut] }],
    };
    expect(
      showsFrom({ file: 'content/pages/menu.json', before: menu, after: alsoPrice, today }),
    ).toBeUndefined();
  });

  test('holiday hours show at once: the contact page lists every coming holiday', () => {
    const business = { specialHours: [] as unknown[] };
    const after = { specialHours: [{ date: '2026-12-24', closed: true }] };
    expect(showsFrom({ file: 'content/site/business.json', before: business, after, today })).toBeUndefined();
  });
});
