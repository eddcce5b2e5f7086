import { defineFields } from '#tina/schema/schema-kit';
import { describeChanges } from './describe-changes';

const fields = defineFields([
  { type: 'string', name: 'heading', required: true },
  { type: 'object', name: 'request', fields: [{ type: 'string', name: 'button' }] },
  {
    type: 'object',
    name: 'tiers',
    list: true,
    ui: { itemProps: (item) => ({ label: String(item.name ?? '') }) },
    fields: [
      { type: 'string', name: 'name', required: true },
      { type: 'number', name: 'price', required: true },
      { type: 'string', name: 'points', list: true },
    ],
  },
]);

const before = {
  heading: 'Office Fuel',
  request: { button: 'Send' },
  tiers: [
    { name: 'Espresso Fuel', price: 5, points: ['Espresso bar'] },
    { name: 'Breakfast Fuel', price: 10 },
  ],
};

describe('describeChanges', () => {
  it('names a changed price by the page, the tier and the field', () => {
    const after = { ...before, tiers: [before.tiers[0], { name: 'Breakfast Fuel', price: 12 }] };
    expect(describeChanges({ fields, before, after, trail: ['Office Fuel'] })).toEqual([
      'Office Fuel › Breakfast Fuel › price: 10 → 12',
    ]);
  });

  it('lists text, nested fields, list items added and removed, and unknown keys', () => {
    const after = {
      heading: 'Office Fuel daily',
      request: { button: 'Send request' },
      tiers: [{ name: 'Espresso Fuel', price: 5, points: ['Espresso bar', 'Fixings'] }],
      extra: true,
    };
    expect(describeChanges({ fields, before, after, trail: ['Office Fuel page'] })).toEqual([
      'Office Fuel page › heading: "Office Fuel" → "Office Fuel daily"',
      'Office Fuel page › request › button: "Send" → "Send request"',
      'Office Fuel page › Espresso Fuel › points: ["Espresso bar"] → ["Espresso bar","Fixings"]',
      'Office Fuel page › tiers: removed "Breakfast Fuel"',
      'Office Fuel page › extra: (empty) → true',
    ]);
  });

  it('says nothing when nothing changed', () => {
    expect(
      describeChanges({ fields, before, after: JSON.parse(JSON.stringify(before)), trail: ['Office Fuel'] }),
    ).toEqual([]);
  });
});
