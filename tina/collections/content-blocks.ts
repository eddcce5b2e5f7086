/**
 * Field groups that several pages share: a section heading, a list of cards, a price,
 * a text with what an offer includes.
 */
import { pictureFields } from '../picture-fields';

/** Refuses what is not a price: the editor shows the message and the build fails. */
export function checkPrice(value: number | null | undefined): string | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'Write the price as a number, e.g. 10.';
  if (value < 0) return 'A price cannot be below zero.';
  // Dividing the rounded cents gives back exactly the stored number only when it has at most two decimals.
  if (Math.round(value * 100) / 100 !== value)
    return `A price has at most two decimals (dollars and cents), e.g. 3.50; found ${value}.`;
  return undefined;
}

export const priceField = <const N extends string>(name: N, label: string, description: string) =>
  ({ type: 'number', name, label, description, required: true, ui: { validate: checkPrice } }) as const;

export const headingField = {
  type: 'string',
  name: 'heading',
  label: 'Section heading',
  required: true,
} as const;

/** A list of cards, each a title and a sentence or two. */
export const cardListField = <const N extends string>(name: N, label: string, description?: string) =>
  ({
    type: 'object',
    name,
    label,
    ...(description ? { description } : {}),
    list: true,
    required: true,
    ui: { itemProps: (item: Record<string, unknown>) => ({ label: String(item.title ?? 'Card') }) },
    fields: [
      { type: 'string', name: 'title', label: 'Title', required: true },
      {
        type: 'string',
        name: 'description',
        label: 'Text',
        required: true,
        ui: { component: 'textarea' },
      },
      ...pictureFields('card', { label: 'Picture (optional)', required: false }),
    ],
  }) as const;

/**
 * A sentence or two and the list of what an offer includes, one line per item: an
 * Office Fuel tier and a wholesale partnership type. Only the text's label differs.
 */
export const textAndIncludesFields = (textLabel: string) =>
  [
    { type: 'string', name: 'description', label: textLabel, required: true, ui: { component: 'textarea' } },
    {
      type: 'string',
      name: 'includes',
      label: 'What it includes',
      description: 'One line per item.',
      list: true,
      required: true,
    },
  ] as const;
