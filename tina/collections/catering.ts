import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const cateringPageCollection = definePageCollection({
  routeId: 'catering',
  name: 'cateringPage',
  label: 'Catering page',
  file: 'catering',
  fields: [],
});

export type CateringPageContent = DocumentOf<typeof cateringPageCollection>;
