import {
  group,
  itemLabel,
  optionalText,
  text,
  textarea,
  type DocumentOf,
  type FieldNaming,
} from '#tina/schema/schema-kit';
import { cardListField, headingField, optionalPriceField } from './content-blocks';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

/** Where a button of the logistics page can lead; the page turns each into a real link. */
export const logisticsActionTargets = ['contact', 'email', 'restaurants', 'suppliers', 'pricing'] as const;

const actionFields = [
  text({ name: 'label', label: 'Text' }),
  text({
    name: 'goesTo',
    label: 'Goes to',
    description:
      'contact: the contact page; email: a new email to the address on the contact page; restaurants, suppliers, pricing: that section of this page.',
    options: logisticsActionTargets,
  }),
] as const;

/** A list of buttons, each its words and where it leads. */
const buttonList = <const N extends string>({ name, label }: FieldNaming<N>) =>
  group({
    name,
    label,
    list: true,
    ui: { itemProps: itemLabel('label', 'Button') },
    fields: actionFields,
  });

const audienceField = <const N extends string>({ name, label }: FieldNaming<N>) =>
  group({
    name,
    label,
    fields: [
      headingField,
      text({ name: 'text', label: 'Text', ...textarea }),
      text({ name: 'points', label: 'Points', description: 'One line per point.', list: true }),
      group({ name: 'action', label: 'Button', fields: actionFields }),
    ],
  });

const planPrice = 'In dollars, a number only. Leave empty if this plan has no price.';

export const logisticsPageCollection = definePageCollection({
  routeId: 'logistics',
  name: 'logisticsPage',
  file: 'logistics',
  fields: [
    heroPictureField,
    buttonList({ name: 'jumpLinks', label: 'Buttons under the introduction' }),
    audienceField({ name: 'restaurants', label: 'For cafes and restaurants' }),
    audienceField({ name: 'suppliers', label: 'For suppliers' }),
    group({
      name: 'howItWorks',
      label: 'How it works',
      fields: [
        headingField,
        text({ name: 'stepLabel', label: 'Word before each step number', description: 'For example: Step.' }),
        cardListField({ name: 'steps', label: 'Steps', description: 'Three steps, in order.' }),
      ],
    }),
    group({
      name: 'pricing',
      label: 'Pricing',
      fields: [
        headingField,
        text({
          name: 'rangeWord',
          label: 'Word between two prices',
          description: 'For example: to, as in $30 to $35.',
        }),
        group({
          name: 'plans',
          label: 'Plans',
          list: true,
          ui: { itemProps: itemLabel('title', 'Plan') },
          fields: [
            text({ name: 'title', label: 'Title' }),
            optionalPriceField({ name: 'price', label: 'Price (or lowest price)', description: planPrice }),
            optionalPriceField({
              name: 'priceTo',
              label: 'Highest price, for a range',
              description: planPrice,
            }),
            optionalText({
              name: 'priceUnit',
              label: 'Words after the price',
              description: 'For example: per delivery.',
            }),
            text({ name: 'description', label: 'Text', ...textarea }),
          ],
        }),
        text({ name: 'schedule', label: 'When the routes run', ...textarea }),
      ],
    }),
    group({
      name: 'reasons',
      label: 'Reasons to join',
      fields: [headingField, cardListField({ name: 'items', label: 'Reasons' })],
    }),
    group({
      name: 'closing',
      label: 'Invitation at the bottom',
      fields: [
        headingField,
        text({ name: 'text', label: 'Text', ...textarea }),
        buttonList({ name: 'actions', label: 'Buttons' }),
      ],
    }),
  ],
});

export type LogisticsPageContent = DocumentOf<typeof logisticsPageCollection>;
export type LogisticsAction = LogisticsPageContent['restaurants']['action'];
export type LogisticsActionTarget = (typeof logisticsActionTargets)[number];
