import type { DocumentOf } from '../schema-kit';
import { cardListField, checkPrice, headingField } from './content-blocks';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '../picture-fields';

/** Where a button of the logistics page can lead; the page turns each into a real link. */
export const logisticsActionTargets = ['contact', 'email', 'restaurants', 'suppliers', 'pricing'] as const;

const actionField = <const N extends string>(name: N, label: string) =>
  ({
    type: 'object',
    name,
    label,
    required: true,
    fields: [
      { type: 'string', name: 'label', label: 'Text', required: true },
      {
        type: 'string',
        name: 'goesTo',
        label: 'Goes to',
        description:
          'contact: the contact page; email: a new email to the address on the contact page; restaurants, suppliers, pricing: that section of this page.',
        required: true,
        options: logisticsActionTargets,
      },
    ],
  }) as const;

const audienceField = <const N extends string>(name: N, label: string) =>
  ({
    type: 'object',
    name,
    label,
    required: true,
    fields: [
      headingField,
      { type: 'string', name: 'text', label: 'Text', required: true, ui: { component: 'textarea' } },
      {
        type: 'string',
        name: 'points',
        label: 'Points',
        description: 'One line per point.',
        list: true,
        required: true,
      },
      actionField('action', 'Button'),
    ],
  }) as const;

const optionalPrice = <const N extends string>(name: N, label: string) =>
  ({
    type: 'number',
    name,
    label,
    description: 'In dollars, a number only. Leave empty if this plan has no price.',
    ui: { validate: (value: number | null | undefined) => (value == null ? undefined : checkPrice(value)) },
  }) as const;

export const logisticsPageCollection = definePageCollection({
  routeId: 'logistics',
  name: 'logisticsPage',
  file: 'logistics',
  fields: [
    heroPictureField,
    {
      type: 'object',
      name: 'jumpLinks',
      label: 'Buttons under the introduction',
      list: true,
      required: true,
      ui: { itemProps: (item) => ({ label: String(item.label ?? 'Button') }) },
      fields: actionField('link', 'Button').fields,
    },
    audienceField('restaurants', 'For cafes and restaurants'),
    audienceField('suppliers', 'For suppliers'),
    {
      type: 'object',
      name: 'howItWorks',
      label: 'How it works',
      required: true,
      fields: [
        headingField,
        {
          type: 'string',
          name: 'stepLabel',
          label: 'Word before each step number',
          description: 'For example: Step.',
          required: true,
        },
        cardListField('steps', 'Steps', 'Three steps, in order.'),
      ],
    },
    {
      type: 'object',
      name: 'pricing',
      label: 'Pricing',
      required: true,
      fields: [
        headingField,
        {
          type: 'string',
          name: 'rangeWord',
          label: 'Word between two prices',
          description: 'For example: to, as in $30 to $35.',
          required: true,
        },
        {
          type: 'object',
          name: 'plans',
          label: 'Plans',
          list: true,
          required: true,
          ui: { itemProps: (item) => ({ label: String(item.title ?? 'Plan') }) },
          fields: [
            { type: 'string', name: 'title', label: 'Title', required: true },
            optionalPrice('price', 'Price (or lowest price)'),
            optionalPrice('priceTo', 'Highest price, for a range'),
            {
              type: 'string',
              name: 'priceUnit',
              label: 'Words after the price',
              description: 'For example: per delivery.',
            },
            {
              type: 'string',
              name: 'description',
              label: 'Text',
              required: true,
              ui: { component: 'textarea' },
            },
          ],
        },
        {
          type: 'string',
          name: 'schedule',
          label: 'When the routes run',
          required: true,
          ui: { component: 'textarea' },
        },
      ],
    },
    {
      type: 'object',
      name: 'reasons',
      label: 'Reasons to join',
      required: true,
      fields: [headingField, cardListField('items', 'Reasons')],
    },
    {
      type: 'object',
      name: 'closing',
      label: 'Invitation at the bottom',
      required: true,
      fields: [
        headingField,
        { type: 'string', name: 'text', label: 'Text', required: true, ui: { component: 'textarea' } },
        {
          type: 'object',
          name: 'actions',
          label: 'Buttons',
          list: true,
          required: true,
          ui: { itemProps: (item) => ({ label: String(item.label ?? 'Button') }) },
          fields: actionField('link', 'Button').fields,
        },
      ],
    },
  ],
});

export type LogisticsPageContent = DocumentOf<typeof logisticsPageCollection>;
export type LogisticsAction = LogisticsPageContent['restaurants']['action'];
export type LogisticsActionTarget = (typeof logisticsActionTargets)[number];
