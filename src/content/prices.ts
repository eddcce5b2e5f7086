/**
 * Prices are numbers in content; this is how the site writes them: 10 → "$10", 12.5 → "$12.50",
 * 1500 → "$1,500", exactly as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * does. Written out by hand because a page's first `Intl` formatter holds the main thread for
 * tens of milliseconds while the page starts (docs/decisions/017-short-tasks-at-start-up.md);
 * prices.test.ts checks the two agree.
 */
export function formatPrice(amount: number): string {
  const written = String(Math.abs(amount));
  // Beyond what a price can be (under a millionth, or 21 digits): JavaScript writes an exponent.
  if (written.includes('e')) return intlPrice(amount);
  const [whole = '', fraction = ''] = written.split('.');
  // Intl rounds the shortest decimal that reads back as the number ("1.005"), half away from zero.
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 ? '-' : '';
  return Number.isInteger(amount) ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** The same price as `Intl` writes it: the fallback above, and what prices.test.ts compares with. */
export function intlPrice(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "$30 to $35", or "$40" when there is no upper price. */
export function formatPriceRange(from: number, to: number | undefined | null, rangeWord: string): string {
  return to == null || to === from ? formatPrice(from) : `${formatPrice(from)} ${rangeWord} ${formatPrice(to)}`;
}
