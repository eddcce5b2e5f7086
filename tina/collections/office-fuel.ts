import { officeFuelRequestFields, tierValues } from '../../site/form-fields';
import type { DocumentOf } from '../schema-kit';
import { headingField, priceField, textAndIncludesFields } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '../picture-fields';

export const officeFuelPageCollection = definePageCollection({
  routeId: 'officeFuel',
  name: 'officeFuelPage',
  file: 'office-fuel',
  fields: [
    heroPictureField,
    {
      type: 'string',
      name: 'tiersHeading',
      label: 'Heading above the tiers',
      required: true,
    },
    {
      type: 'string',
      name: 'priceUnit',
      label: 'Words after each price',
      description: 'For example: per person per day.',
      required: true,
    },
    {
      type: 'string',
      name: 'chooseTier',
      label: 'Button on each tier',
      description: 'The tier name is added after it: "Choose" becomes "Choose Breakfast Fuel".',
      required: true,
    },
    {
      type: 'object',
      name: 'tiers',
      label: 'Tiers',
      description: 'The three Office Fuel tiers, in the order shown.',
      list: true,
      required: true,
      ui: { itemProps: (item) => ({ label: String(item.name ?? 'Tier') }) },
      fields: [
        { type: 'string', name: 'name', label: 'Name', required: true },
        priceField('price', 'Price in dollars', 'Per person per day, a number only, e.g. 10.'),
        {
          type: 'string',
          name: 'formValue',
          label: 'Choice in the request form',
          description: 'Which "Preferred tier" choice of the request form this tier is.',
          required: true,
          options: tierValues,
        },
        ...textAndIncludesFields('Short description'),
        {
          type: 'string',
          name: 'badge',
          label: 'Highlight',
          description: 'Optional, for example Most Popular. Leave empty for no highlight.',
        },
      ],
    },
    {
      type: 'object',
      name: 'serviceDays',
      label: 'Service days',
      required: true,
      fields: [
        headingField,
        {
          type: 'string',
          name: 'text',
          label: 'Text',
          description: 'Which days you deliver and how many days a week a customer can choose.',
          required: true,
          ui: { component: 'textarea' },
        },
      ],
    },
    formContentField('form', 'Request form', officeFuelRequestFields),
  ],
});

export type OfficeFuelPageContent = DocumentOf<typeof officeFuelPageCollection>;
