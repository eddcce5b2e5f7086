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
    group('benefits', 'Benefits', undefined, [
      headingField,
      cardListField('items', 'Benefits', 'One card per benefit.'),
    ]),
    group('partnerships', 'Partnership types', undefined, [
      headingField,
      group(
        'items',
        'Partnership types',
        'Retail, Restaurant and Enterprise, in the order shown.',
        [text('name', 'Name'), ...textAndIncludesFields('Who it is for')],
        { list: true, ui: { itemProps: itemLabel('name', 'Partnership') } },
      ),
    ]),
    formContentField('form', 'Inquiry form', wholesaleInquiryFields),
  ],
});

export type WholesalePageContent = DocumentOf<typeof wholesalePageCollection>;
