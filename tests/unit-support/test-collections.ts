/**
 * Small collections for the tests of the content tooling and the content hooks,
 * with the kinds of field the real pages use. They are not in
 * content-collections.ts, so the editor and the build never see them.
 */
import { defineCollection, stableMarkdownDelimiters, type DocumentOf } from '#tina/schema/schema-kit';

/** A JSON page with a price list: text, options, true/false, lists, nested lists and fields' own rules. */
export const pricingCollection = defineCollection({
  name: 'pricingPage',
  label: 'Pricing page',
  path: 'content/pages',
  format: 'json',
  match: { include: 'pricing' },
  fields: [
    { type: 'string', name: 'heading', label: 'Heading', required: true },
    { type: 'string', name: 'note', label: 'Note' },
    { type: 'boolean', name: 'visible', label: 'Show on the page' },
    { type: 'string', name: 'currency', label: 'Currency', options: ['USD', 'EUR'] },
    {
      type: 'object',
      name: 'tiers',
      label: 'Tiers',
      list: true,
      required: true,
      fields: [
        { type: 'string', name: 'name', label: 'Name', required: true },
        {
          type: 'number',
          name: 'price',
          label: 'Price',
          required: true,
          ui: { validate: (value: number) => (value > 0 ? undefined : 'A price must be more than 0.') },
        },
        { type: 'string', name: 'points', label: 'Points', list: true },
        { type: 'string', name: 'badge', label: 'Badge' },
      ],
    },
    {
      type: 'object',
      name: 'slides',
      label: 'Slides',
      list: true,
      ui: {
        validate: (slides: unknown[]) =>
          slides.length === 5 ? undefined : `Exactly 5 slides, not ${slides.length}.`,
      },
      fields: [{ type: 'string', name: 'title', label: 'Title', required: true }],
    },
  ],
});

/** A valid pricing document with only the required fields and one optional badge. */
export const pricingDocument: DocumentOf<typeof pricingCollection> = {
  heading: 'Office Fuel',
  tiers: [
    { name: 'Espresso Fuel', price: 5 },
    { name: 'Breakfast Fuel', price: 10, badge: 'Most Popular' },
  ],
};

/** A markdown collection like the legal pages, with two front matter fields to show their order. */
export const noticeCollection = defineCollection({
  name: 'noticePage',
  label: 'Notice page',
  path: 'content/notices',
  format: 'md',
  frontmatterDelimiters: stableMarkdownDelimiters,
  fields: [
    { type: 'string', name: 'title', label: 'Title', required: true, isTitle: true },
    { type: 'string', name: 'summary', label: 'Summary' },
    {
      type: 'string',
      name: 'body',
      label: 'Text',
      required: true,
      isBody: true,
      ui: { component: 'textarea' },
    },
  ],
});
