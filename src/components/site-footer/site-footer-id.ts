/**
 * The footer's id: the last part of every page. The page's head asks the browser to draw
 * nothing until it has read it (`<link rel="expect" blocking="render">`, scripts/prerender/page-document.ts).
 */
export const siteFooterId = 'site-footer';
