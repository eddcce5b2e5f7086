import { refusalsIn } from './refusals';

describe('the refusals listed above the form', () => {
  it('lists every refusal with its field, a list’s own one before its items’', () => {
    const errors = {
      heading: 'Page heading: write something here: this field is required.',
      tiers: Object.assign(
        [undefined, { price: 'Price in dollars of Breakfast Fuel: a price cannot be below zero.' }],
        {
          'FINAL_FORM/array-error': 'Tiers: there must be exactly 3 tiers.',
        },
      ),
    };
    expect(refusalsIn(errors)).toEqual([
      { field: 'heading', message: 'Page heading: write something here: this field is required.' },
      { field: 'tiers', message: 'Tiers: there must be exactly 3 tiers.' },
      {
        field: 'tiers.1.price',
        message: 'Price in dollars of Breakfast Fuel: a price cannot be below zero.',
      },
    ]);
  });

  it('lists nothing when every value is accepted', () => {
    expect(refusalsIn({})).toEqual([]);
    expect(refusalsIn(undefined)).toEqual([]);
  });
});
