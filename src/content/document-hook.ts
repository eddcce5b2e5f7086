/**
 * Gives a component one content document. Content is imported at build time,
 * so the production site fetches nothing; every page reads its document through
 * a hook made here so the visual editor can later swap in live edits.
 */
export function documentHook<T>(data: T): () => T {
  return function useDocument() {
    return data;
  };
}
