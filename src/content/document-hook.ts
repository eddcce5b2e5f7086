import { useMemo } from 'react';
import { useTina } from 'tinacms/dist/react';

/**
 * GraphQL answers `null` for an optional field the file leaves out; the content
 * types (and the components) expect the field to be absent, as in the file.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, withoutNulls(child)]),
  );
}

/**
 * Makes the hook through which components read one content document.
 *
 * The content is imported at build time and passed to Tina's `useTina` as the
 * answer to the document's query, so the prerendered HTML, the browser and the
 * editor's preview all start from the same data and nothing is fetched. Inside
 * the visual editor, `useTina` replaces it with the owner's unsaved values as
 * they type, and marks every object so `editable()` can point at its fields.
 *
 * The query, variables and data are built here, once per document: `useTina`
 * compares the data by identity, and a new object on every render would make
 * it update forever.
 */
export function documentHook<T extends object>(collectionName: string, relativePath: string, data: T): () => T {
  // The public site is never shown in the editor: it reads the content as built, and the
  // editor's code (and the queries) drop out of its bundle.
  if (!__VISUAL_EDITING__) return () => data;
  const query = __DOCUMENT_QUERIES__[collectionName];
  if (!query) throw new Error(`No content collection named "${collectionName}" (see tina/content-collections.ts).`);
  const variables = { relativePath };
  const response = { [collectionName]: data };

  return function useDocument() {
    const live = useTina({ query, variables, data: response }).data;
    return useMemo(() => withoutNulls(live[collectionName]) as T, [live]);
  };
}
