import { useState } from 'react';
import { useTina } from 'tinacms/dist/react';

type PreviewRules = typeof import('./preview-rules');
let previewRules: PreviewRules | undefined;
let loadingRules: Promise<unknown> | undefined;

/** Loads the content rules once the editor sends its first values (the page is in its preview). */
function loadPreviewRules(): void {
  loadingRules ??= import(/* webpackChunkName: "preview-rules" */ './preview-rules').then((rules) => {
    previewRules = rules;
  });
}

/**
 * GraphQL answers `null` for an optional field the file leaves out; the content
 * types (and the components) expect the field to be absent, as in the file.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(withoutNulls);
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, withoutNulls(child)]),
  );
}

/**
 * The document hook inside the visual editor (see `documentHook`). The content imported at build time is
 * passed to Tina's `useTina` as the answer to the document's query; `useTina` replaces it with the owner's
 * unsaved values as they type, and marks every object so `editable()` can point at its fields. A value the
 * content rules refuse never reaches the page: it shows the last accepted one instead
 * (src/content/last-valid.ts). The rules load with the editor's first message, which carries the saved
 * values; the owner's first keystroke comes after them.
 *
 * The query, variables and data are built here, once per document: `useTina` compares the data by identity,
 * and a new object on every render would make it update forever.
 *
 * A page's own document (not a site-wide one) asks the editor to open its form first. A page
 * sends the editor one query per document (its own, the site's name and menu, the business
 * details…), and the editor opens a form by itself only when the first query it has finished
 * reading holds a page's document. Which finishes first is a race: on a busy machine, or over
 * TinaCloud, the site-wide ones sometimes won, and the owner got a list of files instead of
 * the page's form (issue 15). Tina's own hook takes the form to open: its id, the file's path.
 */
export function liveDocumentHook<T extends object>(
  collectionName: string,
  relativePath: string,
  data: T,
): () => T {
  const query = __DOCUMENT_QUERIES__[collectionName];
  if (!query) {
    throw new Error(
      `No content collection named "${collectionName}" (see tina/schema/content-collections.ts).`,
    );
  }
  const variables = { relativePath };
  const response = { [collectionName]: data };
  const folder = __PAGE_DOCUMENT_FOLDERS__[collectionName];
  const ownForm = folder ? { experimental___selectFormByFormId: () => `${folder}/${relativePath}` } : {};

  return function useLiveDocument() {
    const live = useTina({ query, variables, data: response, ...ownForm }).data;
    // Derived from the previous render (React's pattern for it): what was shown last is the fallback.
    const [shown, setShown] = useState(() => ({ live, document: withoutNulls(live[collectionName]) as T }));
    if (shown.live === live) {
      return shown.document;
    }
    loadPreviewRules();
    const values = withoutNulls(live[collectionName]) as T;
    const next = {
      live,
      document: previewRules ? previewRules.keepLastValidOf(collectionName, values, shown.document) : values,
    };
    setShown(next);
    return next.document;
  };
}
