/**
 * Escaping for text written into HTML or XML outside React (the `<html lang>`
 * attribute, the policy's `<meta>`, the sitemap). React escapes what it renders;
 * these strings are joined by hand, so every value from content passes through here.
 */
const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe as element text and as a quoted attribute value (double or single quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}
