import { pageRoutes } from '../../src/route-table';
import { defineCollection, type DocumentOf } from '../schema-kit';

const pageSeoFields = [
  {
    type: 'string',
    name: 'title',
    label: 'Title in search results and browser tabs',
    description: 'About 50 to 60 characters. The business name is added after it.',
    required: true,
  },
  {
    type: 'string',
    name: 'description',
    label: 'Description in search results',
    description: 'One or two sentences, about 150 characters, saying what a visitor finds on this page.',
    required: true,
    ui: { component: 'textarea' },
  },
] as const;

const pageSeo = <const N extends string>(name: N, label: string) =>
  ({ type: 'object', name, label, required: true, fields: pageSeoFields }) as const;

export const seoCollection = defineCollection({
  name: 'seo',
  label: 'Search engines and sharing',
  path: 'content/site',
  format: 'json',
  match: { include: 'seo' },
  ui: { allowedActions: { create: false, delete: false }, router: () => pageRoutes[0].path },
  fields: [
    pageSeo('home', 'Home page'),
    pageSeo('officeFuel', 'Office Fuel page'),
    pageSeo('wholesale', 'Wholesale page'),
    pageSeo('catering', 'Catering page'),
    pageSeo('logistics', 'Logistics page'),
    pageSeo('contact', 'Contact page'),
    pageSeo('notFound', 'Page not found'),
  ],
});

export type SeoContent = DocumentOf<typeof seoCollection>;
