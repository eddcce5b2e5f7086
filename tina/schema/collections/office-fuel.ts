import { officeFuelRequestFields, tierValues } from '#model/form-fields';
import { group, itemLabel, optionalText, text, textarea, type DocumentOf } from '#tina/schema/schema-kit';
import { headingField, priceField, textAndIncludesFields } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

export const officeFuelPageCollection = definePageCollection({
  routeId: 'officeFuel',
  name: 'officeFuelPage',
  file: 'office-fuel',
  fields: [
    heroPictureField,
    text('tiersHeading', 'Heading above the tiers'),
    text('priceUnit', 'Words after each price', 'For example: per person per day.'),
    text(
      'chooseTier',
      'Button on each tier',
      'The tier name is added after it: "Choose" becomes "Choose Breakfast Fuel".',
    ),
    group(
      'tiers',
      'Tiers',
      'The three Office Fuel tiers, in the order shown.',
      [
        text('name', 'Name'),
        priceField('price', 'Price in dollars', 'Per person per day, a number only, e.g. 10.'),
        text(
          'formValue',
          'Choice in the request form',
          'Which "Preferred tier" choice of the request form this tier is.',
          { options: tierValues },
        ),
        ...textAndIncludesFields('Short description'),
        optionalText(
          'badge',
          'Highlight',
          'Optional, for example Most Popular. Leave empty for no highlight.',
        ),
      ],
      { list: true, ui: { itemProps: itemLabel('name', 'Tier') } },
    ),
    group('serviceDays', 'Service days', undefined, [
      headingField,
      text(
        'text',
        'Text',
        'Which days you deliver and how many days a week a customer can choose.',
        textarea,
      ),
    ]),
    formContentField('form', 'Request form', officeFuelRequestFields),
  ],
});

export type OfficeFuelPageContent = DocumentOf<typeof officeFuelPageCollection>;
