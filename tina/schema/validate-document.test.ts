import { pricingCollection } from '#tests/unit-support/test-collections';
import { validateDocument } from './validate-document';

const slide = { title: 'Espresso' };
const valid = {
  heading: 'Office Fuel',
  visible: true,
  currency: 'USD',
  tiers: [
    { name: 'Espresso Fuel', price: 5, points: ['Espresso bar'] },
    { name: 'Breakfast Fuel', price: 10 },
  ],
  slides: [slide, slide, slide, slide, slide],
};

function withTier(index: number, tier: Record<string, unknown>) {
  return { ...valid, tiers: valid.tiers.map((item, i) => (i === index ? tier : item)) };
}

describe('validateDocument', () => {
  it('accepts a document that matches the schema', () => {
    expect(validateDocument(pricingCollection, valid)).toEqual([]);
  });

  // One without its optional fields: scripts/content/problems-in-content.test.ts ("passes a file…").
  it('names a missing required field by its path', () => {
    expect(validateDocument(pricingCollection, withTier(1, { name: 'Breakfast Fuel' }))).toEqual([
      { path: 'tiers[1].price', message: 'is missing: the field "Price" is required.' },
    ]);
  });

  // A price written as words, named with its file and field: scripts/content/problems-in-content.test.ts.
  it('refuses a slideshow without exactly 5 slides, with the message of the field’s own rule', () => {
    expect(validateDocument(pricingCollection, { ...valid, slides: [slide, slide, slide, slide] })).toEqual([
      { path: 'slides', message: 'Exactly 5 slides, not 4.' },
    ]);
  });

  it('runs a field’s own rule on every list item', () => {
    expect(validateDocument(pricingCollection, withTier(0, { name: 'Espresso Fuel', price: 0 }))).toEqual([
      { path: 'tiers[0].price', message: 'A price must be more than 0.' },
    ]);
  });

  it('refuses an unknown key, at the top and inside a list item', () => {
    const problems = validateDocument(pricingCollection, {
      ...withTier(0, { name: 'Espresso Fuel', price: 5, colour: 'red' }),
      headline: 'Typo',
    });
    expect(problems.map((problem) => problem.path)).toEqual(['headline', 'tiers[0].colour']);
    expect(problems[0]?.message).toMatch(
      /^unknown field: the schema has no "headline" here \(expected only "heading", "note"/,
    );
  });

  it('refuses wrong types: text, true/false, lists and groups of fields', () => {
    const problems = validateDocument(pricingCollection, {
      ...valid,
      heading: 12,
      visible: 'yes',
      tiers: { name: 'Espresso Fuel' },
      note: ['a'],
    });
    expect(problems).toEqual([
      { path: 'heading', message: 'expected text ("Heading"), found 12.' },
      { path: 'note', message: 'expected text ("Note"), found a list.' },
      { path: 'visible', message: 'expected true or false ("Show on the page"), found the text "yes".' },
      { path: 'tiers', message: 'expected a list, found a group of fields.' },
    ]);
  });

  it('refuses a value that is not one of the options, and an empty required text', () => {
    expect(validateDocument(pricingCollection, { ...valid, currency: 'GBP', heading: ' ' })).toEqual([
      { path: 'heading', message: 'is empty, but the field "Heading" is required.' },
      { path: 'currency', message: 'expected one of "USD", "EUR", found the text "GBP".' },
    ]);
  });

  it('refuses a file that is not a group of fields at all', () => {
    expect(validateDocument(pricingCollection, [valid])).toEqual([
      { path: '(the whole file)', message: 'expected a group of fields, found a list.' },
    ]);
  });
});
