/**
 * Escaping for text written into HTML or XML outside React (the `<html lang>`
 * attribute, the policy's `<meta>`, the sitemap). React escapes what it renders;
 * these strings are joined by hand, so every value from content passes through here.
 * The `escape-html` package: `& < > " '` as entities, safe as element text and in a
 * quoted attribute (double or single quotes).
 */
export { default as escapeHtml } from 'escape-html';
