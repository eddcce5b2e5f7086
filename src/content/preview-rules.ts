/**
 * The content rules as the editor's preview applies them, in a chunk of their own: a page
 * loads them only once it is shown in the editor (see live-document-hook.ts), so a site
 * built for hosted editing does not send the schema to every visitor.
 */
import { contentCollections } from '#tina/schema/content-collections';
import { keepLastValid } from './last-valid';

/** `live` with each value the rules of the collection refuse replaced by the one in `lastValid`. */
export function keepLastValidOf<T>(collectionName: string, live: T, lastValid: T): T {
  const collection = contentCollections.find((candidate) => candidate.name === collectionName);
  if (!collection) {
    throw new Error(
      `No content collection named "${collectionName}" (see tina/schema/content-collections.ts).`,
    );
  }
  return keepLastValid(collection, live, lastValid);
}
