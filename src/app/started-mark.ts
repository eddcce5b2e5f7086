/**
 * The attribute set on `<html>` once the page's script has taken over the
 * prerendered HTML. Until then the page reads and its links work, but buttons
 * (the menu, the slideshow, the forms' checks) wait for the script; end-to-end
 * tests wait for this mark before using them.
 */
export const startedAttribute = 'data-started';
