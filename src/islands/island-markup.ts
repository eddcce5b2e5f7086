/**
 * How an island is written into a prerendered page, shared by the build's render
 * (src/entry-server.tsx) and the browser's start (src/browser/start-islands.ts).
 * Plain data, no imports. See docs/decisions/019-islands.md.
 */
export const islandMarkup = {
  /** On the island's element: the island's name (`slideshow`, `requestForm`). */
  name: 'data-island',
  /** On the island's element: its id on the page (`i0`, `i1`), the key of its props. */
  id: 'data-island-id',
  /** On the island's element once its code has started: hydrated and working. */
  started: 'data-island-started',
  /** On the island's element when its code could not be loaded. */
  failed: 'data-island-failed',
  /**
   * On `<html>` once the islands that start at idle (the slideshow) have started or failed, and
   * the browser is idle again: fetching the next pages ahead waits for it (src/browser/fetch-ahead.ts).
   */
  idleStarted: 'data-idle-islands-started',
  /** The id of the page's one data block that holds every island's props, by island id. */
  propsElementId: 'island-props',
} as const;

/**
 * The prefix of every `useId` value inside the island: the build renders each island as a root
 * of its own with it, and the browser hydrates it with the same, so the ids match.
 */
export const identifierPrefixOf = (islandId: string) => `${islandId}-`;
