import { formatPrice, formatPriceRange, intlPrice } from './prices';


describe('prices', () => {
  it.each([
    [5, '$5'],
    [12, '$12'],
    [12.5, '$12.50'],
    [1500, '$1,500'],
    [1234567.8, '$1,234,567.80'],
    [0, '$0'],
  ])('writes %s as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('writes every price as Intl writes US dollars, rounding included', () => {
    const amounts = [
      0.5, 0.125, 1.005, 1.115, 2.675, 9.995, 99.999, 999.5, 1000, 1000.01, 10_000, 99_999.99, 100_000, 123_456_789,
      -5, -12.5, -1500.25, 0.0000001, 1e21,
    ];
    // A deterministic spread of cents and sizes, from $0.01 to about $1,000,000.
    for (let step = 1; step < 2000; step += 1) amounts.push(Math.round(step ** 3.3 * 7) / 100 / 3);
    for (const amount of amounts) expect([amount, formatPrice(amount)]).toEqual([amount, intlPrice(amount)]);
  });

  it('writes a range with the content word between the prices', () => {
    expect(formatPriceRange(30, 35, 'to')).toBe('$30 to $35');
    expect(formatPriceRange(40, undefined, 'to')).toBe('$40');
  });
});
