import type { CollectionShape } from '../../tina/schema-kit';

/**
 * Makes the hook through which components read one content document.
 * Content is imported at build time, so the production site fetches nothing;
 * the collection and file name say which document it is, for the visual editor.
 */
export function documentHook<T>(_collection: CollectionShape, _relativePath: string, data: T): () => T {
  return function useDocument() {
    return data;
  };
}
