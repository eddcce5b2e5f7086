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
    group({
      name: 'services',
      label: 'Services',
      fields: [
        headingField,
        cardListField({
          name: 'items',
          label: 'Services',
          description: 'One card per service; four fit in a row.',
        }),
      ],
    }),
    formContentField({ name: 'form', label: 'Catering request form', definitions: cateringRequestFields }),
  ],
});

export type CateringPageContent = DocumentOf<typeof cateringPageCollection>;
