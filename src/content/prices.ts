const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
});

/**
 * Prices are numbers in content; this is how the site writes them: 10 → "$10", 12.5 → "$12.50",
 * 1500 → "$1,500". Written at build time (the pages are prerendered), and live in the editor.
 */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollars).format(amount);
}

/** "$30 to $35", or "$40" when there is no upper price. */
export function formatPriceRange(from: number, to: number | undefined | null, rangeWord: string): string {
  return to == null || to === from
    ? formatPrice(from)
    : `${formatPrice(from)} ${rangeWord} ${formatPrice(to)}`;
}
