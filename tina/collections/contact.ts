import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const contactPageCollection = definePageCollection({
  routeId: 'contact',
  name: 'contactPage',
  label: 'Contact page',
  file: 'contact',
  fields: [],
});

export type ContactPageContent = DocumentOf<typeof contactPageCollection>;
