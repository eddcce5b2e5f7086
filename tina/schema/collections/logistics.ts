import { group, itemLabel, optionalText, text, textarea, type DocumentOf } from '#tina/schema/schema-kit';
import { cardListField, headingField, optionalPriceField } from './content-blocks';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

/** Where a button of the logistics page can lead; the page turns each into a real link. */
export const logisticsActionTargets = ['contact', 'email', 'restaurants', 'suppliers', 'pricing'] as const;

const actionFields = [
  text('label', 'Text'),
  text(
    'goesTo',
    'Goes to',
    'contact: the contact page; email: a new email to the address on the contact page; restaurants, suppliers, pricing: that section of this page.',
    { options: logisticsActionTargets },
  ),
] as const;

/** A list of buttons, each its words and where it leads. */
const buttonList = <const N extends string>(name: N, label: string) =>
  group(name, label, undefined, actionFields, {
    list: true,
    ui: { itemProps: itemLabel('label', 'Button') },
  });

const audienceField = <const N extends string>(name: N, label: string) =>
  group(name, label, undefined, [
    headingField,
    text('text', 'Text', undefined, textarea),
    text('points', 'Points', 'One line per point.', { list: true }),
    group('action', 'Button', undefined, actionFields),
  ]);

const planPrice = 'In dollars, a number only. Leave empty if this plan has no price.';

export const logisticsPageCollection = definePageCollection({
  routeId: 'logistics',
  name: 'logisticsPage',
  file: 'logistics',
  fields: [
    heroPictureField,
    buttonList('jumpLinks', 'Buttons under the introduction'),
    audienceField('restaurants', 'For cafes and restaurants'),
    audienceField('suppliers', 'For suppliers'),
    group('howItWorks', 'How it works', undefined, [
      headingField,
      text('stepLabel', 'Word before each step number', 'For example: Step.'),
      cardListField('steps', 'Steps', 'Three steps, in order.'),
    ]),
    group('pricing', 'Pricing', undefined, [
      headingField,
      text('rangeWord', 'Word between two prices', 'For example: to, as in $30 to $35.'),
      group(
        'plans',
        'Plans',
        undefined,
        [
          text('title', 'Title'),
          optionalPriceField('price', 'Price (or lowest price)', planPrice),
          optionalPriceField('priceTo', 'Highest price, for a range', planPrice),
          optionalText('priceUnit', 'Words after the price', 'For example: per delivery.'),
          text('description', 'Text', undefined, textarea),
        ],
        { list: true, ui: { itemProps: itemLabel('title', 'Plan') } },
      ),
      text('schedule', 'When the routes run', undefined, textarea),
    ]),
    group('reasons', 'Reasons to join', undefined, [headingField, cardListField('items', 'Reasons')]),
    group('closing', 'Invitation at the bottom', undefined, [
      headingField,
      text('text', 'Text', undefined, textarea),
      buttonList('actions', 'Buttons'),
    ]),
  ],
});

export type LogisticsPageContent = DocumentOf<typeof logisticsPageCollection>;
export type LogisticsAction = LogisticsPageContent['restaurants']['action'];
export type LogisticsActionTarget = (typeof logisticsActionTargets)[number];
