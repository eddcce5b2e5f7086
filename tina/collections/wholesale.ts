import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const wholesalePageCollection = definePageCollection({
  routeId: 'wholesale',
  name: 'wholesalePage',
  label: 'Wholesale page',
  file: 'wholesale',
  fields: [],
});

export type WholesalePageContent = DocumentOf<typeof wholesalePageCollection>;
