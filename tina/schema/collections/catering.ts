import { cateringRequestFields } from '#model/form-fields';
import { group, type DocumentOf } from '#tina/schema/schema-kit';
import { cardListField, headingField } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

export const cateringPageCollection = definePageCollection({
  routeId: 'catering',
  name: 'cateringPage',
  file: 'catering',
  fields: [
    heroPictureField,
    group('services', 'Services', undefined, [
      headingField,
      cardListField('items', 'Services', 'One card per service; four fit in a row.'),
    ]),
    formContentField('form', 'Catering request form', cateringRequestFields),
  ],
});

export type CateringPageContent = DocumentOf<typeof cateringPageCollection>;
