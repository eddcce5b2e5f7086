import siteJson from '#content/site/site.json';
import { validateDocument } from '#tina/schema/validate-document';
import { siteCollection } from './site';

/** The shipped site document with one top-bar text changed. */
const withTopBar = (change: (site: typeof siteJson) => void) => {
  const site = JSON.parse(JSON.stringify(siteJson)) as typeof siteJson;
  change(site);
  return validateDocument(siteCollection, site);
};

describe('the words of the top bar (decision 025)', () => {
  it('takes a page name of 20 characters and refuses one of 21, saying how much to cut', () => {
    expect(withTopBar((site) => (site.navigation.menu = 'Menu and gelato list'))).toEqual([]);
    expect(withTopBar((site) => (site.navigation.menu = 'Menu and gelato lists'))).toEqual([
      {
        path: 'navigation.menu',
        message: 'At most 20 characters fit here; this text has 21. Shorten it by 1.',
      },
    ]);
  });

  it('refuses a business name over 40 characters and order-button words over 24', () => {
    const problems = withTopBar((site) => {
      site.brand.name = 'Vicolo Espresso, bar and gelateria of the square';
      site.navigation.orderNow.label = 'Order your coffee online now';
    });
    expect(problems.map((problem) => problem.path)).toEqual(['brand.name', 'navigation.orderNow.label']);
  });
});
