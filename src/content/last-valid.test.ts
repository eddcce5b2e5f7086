import home from '#content/pages/home.json';
import { homePageCollection } from '#tina/schema/collections/home';
import { pricingCollection } from '#tests/unit-support/test-collections';
import { keepLastValid } from './last-valid';

describe('what the preview shows while the owner types', () => {
  const accepted = {
    heading: 'Plans',
    tiers: [
      { name: 'Breakfast Fuel', price: 10 },
      { name: 'Lunch Fuel', price: 12 },
    ],
  };

  it('keeps the last accepted price while the typed one is refused, and shows the other edits', () => {
    const live = {
      heading: 'Our plans',
      tiers: [
        { name: 'Breakfast Fuel', price: -3 },
        { name: 'Lunch', price: 12 },
      ],
    };
    expect(keepLastValid(pricingCollection, live, accepted)).toEqual({
      heading: 'Our plans',
      tiers: [
        { name: 'Breakfast Fuel', price: 10 },
        { name: 'Lunch', price: 12 },
      ],
    });
  });

  it('keeps the last accepted heading while the field is emptied', () => {
    expect(keepLastValid(pricingCollection, { ...accepted, heading: '' }, accepted)).toEqual(accepted);
  });

  it('keeps the editor’s marks on the objects it shows', () => {
    const mark = { queryId: 'q', path: ['pricing'] };
    const live = { ...accepted, _content_source: mark };
    expect(keepLastValid(pricingCollection, live, accepted)).toEqual(live);
  });

  it('keeps the five slides while a sixth is refused (the slideshow never shows a sixth dot)', () => {
    const six = { ...home, slides: [...home.slides, { ...home.slides[0], title: 'New slide' }] };
    expect(keepLastValid(homePageCollection, six, home).slides).toEqual(home.slides);
  });
});
