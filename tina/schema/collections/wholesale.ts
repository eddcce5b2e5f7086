import { wholesaleInquiryFields } from '#model/form-fields';
import { group, itemLabel, text, type DocumentOf } from '#tina/schema/schema-kit';
import { cardListField, headingField, textAndIncludesFields } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

export const wholesalePageCollection = definePageCollection({
  routeId: 'wholesale',
  name: 'wholesalePage',
  file: 'wholesale',
  fields: [
    heroPictureField,
    group({
      name: 'benefits',
      label: 'Benefits',
      fields: [
        headingField,
        cardListField({ name: 'items', label: 'Benefits', description: 'One card per benefit.' }),
      ],
    }),
    group({
      name: 'partnerships',
      label: 'Partnership types',
      fields: [
        headingField,
        group({
          name: 'items',
          label: 'Partnership types',
          description: 'Retail, Restaurant and Enterprise, in the order shown.',
          list: true,
          ui: { itemProps: itemLabel('name', 'Partnership') },
          fields: [text({ name: 'name', label: 'Name' }), ...textAndIncludesFields('Who it is for')],
        }),
      ],
    }),
    formContentField({ name: 'form', label: 'Inquiry form', definitions: wholesaleInquiryFields }),
  ],
});

export type WholesalePageContent = DocumentOf<typeof wholesalePageCollection>;
