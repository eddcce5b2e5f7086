/**
 * Field groups that several pages share: a section heading, a list of cards, a price,
 * a text with what an offer includes.
 */
import { pictureFields } from '#tina/schema/picture-fields';
import { group, itemLabel, text, textarea } from '#tina/schema/schema-kit';

/** Refuses what is not a price: the editor shows the message and the build fails. */
export function checkPrice(value: number | null | undefined): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return 'Write the price as a number, e.g. 10.';
  }
  if (value < 0) {
    return 'A price cannot be below zero.';
  }
  // Dividing the rounded cents gives back exactly the stored number only when it has at most two decimals.
  if (Math.round(value * 100) / 100 !== value) {
    return `A price has at most two decimals (dollars and cents), e.g. 3.50; found ${value}.`;
  }
  return undefined;
}

/** The same for a price the owner may leave empty. */
export const checkOptionalPrice = (value: number | null | undefined) =>
  value == null ? undefined : checkPrice(value);

export const priceField = <const N extends string>(name: N, label: string, description: string) =>
  ({ type: 'number', name, label, description, required: true, ui: { validate: checkPrice } }) as const;

/** A price the owner may leave empty. */
export const optionalPriceField = <const N extends string>(name: N, label: string, description: string) =>
  ({ type: 'number', name, label, description, ui: { validate: checkOptionalPrice } }) as const;

export const headingField = text('heading', 'Section heading');

/** A list of cards, each a title and a sentence or two. */
export const cardListField = <const N extends string>(name: N, label: string, description?: string) =>
  group(
    name,
    label,
    description,
    [
      text('title', 'Title'),
      text('description', 'Text', undefined, textarea),
      ...pictureFields('card', { label: 'Picture (optional)', required: false }),
    ],
    { list: true, ui: { itemProps: itemLabel('title', 'Card') } },
  );

/**
 * A sentence or two and the list of what an offer includes, one line per item: an
 * Office Fuel tier and a wholesale partnership type. Only the text's label differs.
 */
export const textAndIncludesFields = (textLabel: string) =>
  [
    text('description', textLabel, undefined, textarea),
    text('includes', 'What it includes', 'One line per item.', { list: true }),
  ] as const;
