import officeFuelJson from '#content/pages/office-fuel.json';
import wholesaleJson from '#content/pages/wholesale.json';
import { validateDocument } from '#tina/schema/validate-document';
import { checkPrice, textAndIncludesFields } from './content-blocks';

describe('checkPrice, the editor check of every price', () => {
  it.each([[Number.NaN], [undefined], [null], ['ten' as unknown as number]])('refuses %p', (value) => {
    expect(checkPrice(value)).toBe('Write the price as a number, e.g. 10.');
  });

  it.each([[3.505], [10.001], [0.0001]])('refuses %p, which has more than two decimals', (value) => {
    expect(checkPrice(value)).toBe(
      `A price has at most two decimals (dollars and cents), e.g. 3.50; found ${value}.`,
    );
  });

  it.each([[0], [3], [3.5], [3.35], [4.75], [1234.99]])('accepts %p, dollars and cents', (value) => {
    expect(checkPrice(value)).toBeUndefined();
  });
  // A price below zero: scripts/content/content-rules-menu.test.ts; every stored price accepted: project-content.test.ts.
});

describe('textAndIncludesFields, the text and "What it includes" list of tiers and partnership types', () => {
  const fields = textAndIncludesFields('Who it is for');

  it('asks for a text under the given label, then one line per included item', () => {
    expect(fields).toMatchObject([
      { name: 'description', label: 'Who it is for', required: true, ui: { component: 'textarea' } },
      {
        name: 'includes',
        label: 'What it includes',
        description: 'One line per item.',
        list: true,
        required: true,
      },
    ]);
    expect(fields[0]).not.toHaveProperty('list');
  });

  it('fits every stored tier and partnership type', () => {
    const items = [...officeFuelJson.tiers, ...wholesaleJson.partnerships.items];
    expect(items).toHaveLength(6);
    for (const { description, includes } of items) {
      expect(validateDocument({ fields }, { description, includes })).toEqual([]);
    }
  });

  it('refuses an item without its text or with the included items as one line', () => {
    const problems = validateDocument({ fields }, { includes: 'Daily espresso' });
    expect(problems.map((problem) => problem.path)).toEqual(['description', 'includes']);
  });
});
