import { liveDocumentHook } from './live-document-hook';

/**
 * Makes the hook through which components read one content document.
 *
 * The content is imported at build time, so the prerendered HTML, the browser and the editor's preview all
 * start from the same data and nothing is fetched. Inside the visual editor the hook follows the owner's
 * unsaved values as they type (`liveDocumentHook`).
 */
export function documentHook<T extends object>(
  collectionName: string,
  relativePath: string,
  data: T,
): () => T {
  // The public site is never shown in the editor: it reads the content as built. Webpack leaves
  // this branch out of its bundle, and with it the editor's code, the schema and its rules.
  if (__VISUAL_EDITING__) {
    return liveDocumentHook(collectionName, relativePath, data);
  }
  return () => data;
}
