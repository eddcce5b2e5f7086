import { distinctNames } from './distinct-names';

/** One item of a menu section as stored: its name, and either one price or its sizes. */
interface StoredItem {
  readonly name?: string | undefined;
  readonly price?: number | null | undefined;
  readonly sizes?: readonly { readonly name?: string | undefined }[] | null | undefined;
}

const distinctItemNames = distinctNames('Items');

function priceProblem(item: StoredItem, index: number): string | undefined {
  const name = `Item ${index + 1}${item.name ? ` (${item.name})` : ''}`;
  const hasPrice = typeof item.price === 'number';
  const hasSizes = (item.sizes?.length ?? 0) > 0;
  if (hasPrice && hasSizes) {
    return `${name} has a price and sizes: keep one price, or the sizes with a price each, not both.`;
  }
  if (!hasPrice && !hasSizes) {
    return `${name} has no price: give it one price, or its sizes with a price each.`;
  }
  return undefined;
}

/**
 * The items of one section: at least one (an empty heading helps nobody), each with its own
 * name (two "Pistachio" lines would puzzle a visitor), and each with either one price or its
 * sizes with a price each (never both, never neither).
 */
export function checkMenuItems(items: readonly StoredItem[] | undefined): string | undefined {
  if (!items || items.length === 0) {
    return 'A section needs at least one item: add one, or remove the section.';
  }
  const problems = [distinctItemNames(items), ...items.map(priceProblem)].filter(Boolean);
  return problems.length > 0 ? problems.join(' ') : undefined;
}
