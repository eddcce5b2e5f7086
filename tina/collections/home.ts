import type { DocumentOf } from '../schema-kit';
import { definePageCollection } from './page-collection';

export const homePageCollection = definePageCollection({
  routeId: 'home',
  name: 'homePage',
  label: 'Home page',
  file: 'home',
  fields: [],
});

export type HomePageContent = DocumentOf<typeof homePageCollection>;
