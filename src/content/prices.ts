/** Prices are numbers in content; this is how the site writes them: 10 → "$10", 12.5 → "$12.50". */
export function formatPrice(amount: number): string {
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
