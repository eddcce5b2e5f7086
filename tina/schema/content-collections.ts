/**
 * Every content collection, in the order the editor lists them. The Tina config,
 * the build-time validator, the file-format test and `npm run content:diff` all
 * read this one list, so a new collection file is added here once.
 */
import { businessCollection } from './collections/business';
import { cateringPageCollection } from './collections/catering';
import { contactPageCollection } from './collections/contact';
import { homePageCollection } from './collections/home';
import { legalPageCollection } from './collections/legal';
import { logisticsPageCollection } from './collections/logistics';
import { menuPageCollection } from './collections/menu';
import { officeFuelPageCollection } from './collections/office-fuel';
import { seoCollection } from './collections/seo';
import { siteCollection } from './collections/site';
import { wholesalePageCollection } from './collections/wholesale';
import type { CollectionShape } from './schema-kit';

export const contentCollections: readonly CollectionShape[] = [
  homePageCollection,
  menuPageCollection,
  officeFuelPageCollection,
  wholesalePageCollection,
  cateringPageCollection,
  logisticsPageCollection,
  contactPageCollection,
  siteCollection,
  businessCollection,
  seoCollection,
  legalPageCollection,
];

/**
 * The collection of a document by its file (`content/pages/menu.json`, as the editor names its
 * form): the one whose folder and file name match, or, where several share a folder, whose own
 * file it is.
 */
export function collectionOfFile(file: string): CollectionShape | undefined {
  const inFolder = contentCollections.filter(({ path }) => file.startsWith(`${path}/`));
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return (
    inFolder.find(({ match }) => match?.include === name) ?? inFolder.find(({ match }) => !match?.include)
  );
}
