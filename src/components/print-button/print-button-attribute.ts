/**
 * On a button that prints the page (the menu's "Print the menu"): hidden in the HTML, shown and
 * made to print by the page's script (src/browser/print-buttons.ts). Without JavaScript the
 * browser's own Print prints the page the same way.
 */
export const printButtonAttribute = 'data-print-page';
