/**
 * Field groups that several pages share: a section heading, a list of cards, a price,
 * a text with what an offer includes.
 */
import { pictureFields } from '#tina/schema/picture-fields';
import { group, itemLabel, text, textarea, type FieldNaming } from '#tina/schema/schema-kit';

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

export const priceField = <const N extends string>({ name, label, description }: Required<FieldNaming<N>>) =>
  ({ type: 'number', name, label, description, required: true, ui: { validate: checkPrice } }) as const;

/** A price the owner may leave empty. */
export const optionalPriceField = <const N extends string>({
  name,
  label,
  description,
}: Required<FieldNaming<N>>) =>
  ({ type: 'number', name, label, description, ui: { validate: checkOptionalPrice } }) as const;

export const headingField = text({ name: 'heading', label: 'Section heading' });

/** A list of cards, each a title and a sentence or two. */
export const cardListField = <const N extends string>(field: FieldNaming<N>) =>
  group({
    ...field,
    list: true,
    ui: { itemProps: itemLabel('title', 'Card') },
    fields: [
      text({ name: 'title', label: 'Title' }),
      text({ name: 'description', label: 'Text', ...textarea }),
      ...pictureFields('card', { label: 'Picture (optional)', required: false }),
    ],
  });

/**
 * A sentence or two and the list of what an offer includes, one line per item: an
 * Office Fuel tier and a wholesale partnership type. Only the text's label differs.
 */
export const textAndIncludesFields = (textLabel: string) =>
  [
    text({ name: 'description', label: textLabel, ...textarea }),
    text({ name: 'includes', label: 'What it includes', description: 'One line per item.', list: true }),
  ] as const;
