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
    text({ name: 'tiersHeading', label: 'Heading above the tiers' }),
    text({
      name: 'priceUnit',
      label: 'Words after each price',
      description: 'For example: per person per day.',
    }),
    text({
      name: 'chooseTier',
      label: 'Button on each tier',
      description: 'The tier name is added after it: "Choose" becomes "Choose Breakfast Fuel".',
    }),
    group({
      name: 'tiers',
      label: 'Tiers',
      description: 'The three Office Fuel tiers, in the order shown.',
      list: true,
      ui: { itemProps: itemLabel('name', 'Tier') },
      fields: [
        text({ name: 'name', label: 'Name' }),
        priceField({
          name: 'price',
          label: 'Price in dollars',
          description: 'Per person per day, a number only, e.g. 10.',
        }),
        text({
          name: 'formValue',
          label: 'Choice in the request form',
          description: 'Which "Preferred tier" choice of the request form this tier is.',
          options: tierValues,
        }),
        ...textAndIncludesFields('Short description'),
        optionalText({
          name: 'badge',
          label: 'Highlight',
          description: 'Optional, for example Most Popular. Leave empty for no highlight.',
        }),
      ],
    }),
    group({
      name: 'serviceDays',
      label: 'Service days',
      fields: [
        headingField,
        text({
          name: 'text',
          label: 'Text',
          description: 'Which days you deliver and how many days a week a customer can choose.',
          ...textarea,
        }),
      ],
    }),
    formContentField({ name: 'form', label: 'Request form', definitions: officeFuelRequestFields }),
  ],
});

export type OfficeFuelPageContent = DocumentOf<typeof officeFuelPageCollection>;
