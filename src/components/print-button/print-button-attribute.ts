/**
 * On a button that prints the page (the menu's "Print the menu"): the page's script makes it
 * print (src/browser/print-buttons.ts), and without JavaScript the stylesheet hides it (the
 * browser's own Print prints the page the same way).
 */
export const printButtonAttribute = 'data-print-page';
