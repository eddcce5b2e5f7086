import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const logisticsPageCollection = definePageCollection({
  routeId: 'logistics',
  name: 'logisticsPage',
  label: 'Logistics page',
  file: 'logistics',
  fields: [],
});

export type LogisticsPageContent = DocumentOf<typeof logisticsPageCollection>;
