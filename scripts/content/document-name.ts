import path from 'node:path';
import type { CollectionShape } from '#tina/schema/schema-kit';

/**
 * The name a reviewer knows a content file by: its collection's label when the collection is one document
 * ("Office Fuel page"), and the page's own name when the collection holds several pages, one file each
 * ("Privacy page" for content/legal/privacy.md), so `npm run content:diff` says which one changed.
 */
export function documentName(collection: Pick<CollectionShape, 'label' | 'match'>, file: string): string {
  const oneDocument = collection.match?.include !== undefined && !/[*?[{]/.test(collection.match.include);
  if (oneDocument) {
    return collection.label;
  }
  const name = path.basename(file, path.extname(file)).replace(/[-_]+/g, ' ');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} page`;
}
