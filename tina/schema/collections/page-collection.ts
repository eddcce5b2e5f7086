import { routeOf, type PageRouteId } from '#model/route-table';
import {
  defineCollection,
  text,
  textarea,
  type CollectionShape,
  type FieldShape,
} from '#tina/schema/schema-kit';

/** Fields every page starts with: its main heading and the sentence under it. */
const pageIntroFields = [
  text({ name: 'heading', label: 'Page heading', description: 'The large title at the top of the page.' }),
  text({
    name: 'intro',
    label: 'Introduction',
    description: 'One or two sentences under the heading.',
    ...textarea,
  }),
] as const;

/**
 * A collection holding exactly one page's document (`content/pages/<file>.json`).
 * The owner cannot create or delete pages, and opening the document shows that
 * page in the editor's preview.
 */
export function definePageCollection<const S extends readonly FieldShape[]>(page: {
  routeId: PageRouteId;
  name: string;
  file: string;
  fields: S;
  /** What the editor changes in the document as the owner saves it (the menu's "checked on" day). */
  beforeSubmit?: NonNullable<CollectionShape['ui']>['beforeSubmit'];
}) {
  const route = routeOf(page.routeId);
  return defineCollection({
    name: page.name,
    // The editor's menu names the page as the route table does.
    label: route.editorLabel,
    path: 'content/pages',
    format: 'json',
    match: { include: page.file },
    ui: {
      allowedActions: { create: false, delete: false, createNestedFolder: false },
      router: () => route.path,
      ...(page.beforeSubmit ? { beforeSubmit: page.beforeSubmit } : {}),
    },
    fields: [...pageIntroFields, ...page.fields],
  });
}
