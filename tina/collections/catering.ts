import { cateringRequestFields } from '../../site/form-fields';
import type { DocumentOf } from '../schema-kit';
import { cardListField, headingField } from './content-blocks';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '../picture-fields';

export const cateringPageCollection = definePageCollection({
  routeId: 'catering',
  name: 'cateringPage',
  file: 'catering',
  fields: [
    heroPictureField,
    {
      type: 'object',
      name: 'services',
      label: 'Services',
      required: true,
      fields: [headingField, cardListField('items', 'Services', 'One card per service; four fit in a row.')],
    },
    formContentField('form', 'Catering request form', cateringRequestFields),
  ],
});

export type CateringPageContent = DocumentOf<typeof cateringPageCollection>;
