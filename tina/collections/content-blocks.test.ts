import officeFuelJson from '../../content/pages/office-fuel.json';
import logisticsJson from '../../content/pages/logistics.json';
import { checkPrice } from './content-blocks';

describe('checkPrice, the editor check of every price', () => {
  it.each([[Number.NaN], [undefined], [null], ['ten' as unknown as number]])('refuses %p', (value) => {
    expect(checkPrice(value)).toBe('Write the price as a number, e.g. 10.');
  });

  it('refuses a negative price', () => {
    expect(checkPrice(-1)).toBe('A price cannot be below zero.');
  });

  it('accepts every price in the content', () => {
    const prices = [
      ...officeFuelJson.tiers.map((tier) => tier.price),
      ...logisticsJson.pricing.plans.flatMap((plan) =>
        [(plan as { price?: number }).price, (plan as { priceTo?: number }).priceTo].filter((p) => p != null),
      ),
    ];
    expect(prices).toEqual([5, 10, 15, 40, 30, 35]);
    for (const price of prices) expect(checkPrice(price)).toBeUndefined();
  });
});
