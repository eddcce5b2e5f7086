/**
 * How a visitor's "close" of the notice is kept for the rest of the visit (this tab), shared by the head
 * script that hides it before the first paint on later pages (src/build-time/site-files.ts) and the page's
 * script that closes it (src/browser/site-notice.ts). Plain data, no imports.
 */
export const noticeDismissal = {
  /** In `sessionStorage`: the id of the notice the visitor closed. */
  storageKey: 'vicolo-notice-dismissed',
  /** On `<html>`: the notice is closed, and the stylesheet hides it. */
  attribute: 'data-notice-dismissed',
  /** On the notice's close button: the notice's id. */
  button: 'data-notice-dismiss',
} as const;
