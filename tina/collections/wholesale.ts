import { wholesaleInquiryFields } from '../../site/form-fields';
import type { DocumentOf } from '../schema-kit';
import { cardListField, headingField, textAndIncludesFields } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '../picture-fields';

export const wholesalePageCollection = definePageCollection({
  routeId: 'wholesale',
  name: 'wholesalePage',
  file: 'wholesale',
  fields: [
    heroPictureField,
    {
      type: 'object',
      name: 'benefits',
      label: 'Benefits',
      required: true,
      fields: [headingField, cardListField('items', 'Benefits', 'One card per benefit.')],
    },
    {
      type: 'object',
      name: 'partnerships',
      label: 'Partnership types',
      required: true,
      fields: [
        headingField,
        {
          type: 'object',
          name: 'items',
          label: 'Partnership types',
          description: 'Retail, Restaurant and Enterprise, in the order shown.',
          list: true,
          required: true,
          ui: { itemProps: (item) => ({ label: String(item.name ?? 'Partnership') }) },
          fields: [
            { type: 'string', name: 'name', label: 'Name', required: true },
            ...textAndIncludesFields('Who it is for'),
          ],
        },
      ],
    },
    formContentField('form', 'Inquiry form', wholesaleInquiryFields),
  ],
});

export type WholesalePageContent = DocumentOf<typeof wholesalePageCollection>;
