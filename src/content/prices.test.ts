import { formatPrice, formatPriceRange } from './prices';

describe('prices', () => {
  it.each([
    [5, '$5'],
    [12, '$12'],
    [12.5, '$12.50'],
    [1.005, '$1.01'],
    [1500, '$1,500'],
    [1234567.8, '$1,234,567.80'],
    [0, '$0'],
  ])('writes %s as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('writes a range with the content word between the prices', () => {
    expect(formatPriceRange(30, 35, 'to')).toBe('$30 to $35');
    expect(formatPriceRange(40, undefined, 'to')).toBe('$40');
  });
});
