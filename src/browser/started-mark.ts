/**
 * The attribute set on `<html>` once the page's own script (src/browser/site-script.ts) has run:
 * the notice's close button, the menu's state and "open now" are looked after from then on.
 * The islands (the slideshow, the forms) mark their own element when they have started
 * (src/islands/island-markup.ts). End-to-end tests wait for these marks before using them.
 */
export const startedAttribute = 'data-started';
