import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const officeFuelPageCollection = definePageCollection({
  routeId: 'officeFuel',
  name: 'officeFuelPage',
  label: 'Office Fuel page',
  file: 'office-fuel',
  fields: [],
});

export type OfficeFuelPageContent = DocumentOf<typeof officeFuelPageCollection>;
