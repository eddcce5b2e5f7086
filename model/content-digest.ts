/**
 * One content document's values as a digest, the same wherever it is computed: by the build, for
 * every document of the site it publishes (scripts/prerender/published-statement.ts), and by the
 * editor, for the document the owner has just saved (tina/editor/publishing/). The two compare
 * digests to tell whether the site shows a save (docs/decisions/032-is-my-save-live.md).
 *
 * The canonical form leaves out what does not change the content: the order of keys, a key with no
 * value (`null` or absent: Tina writes neither), the file's formatting, Tina's own keys (`_collection`,
 * `_template`: its GraphQL adds them to a document's values, and no field of the schema starts with
 * `_`), and the fields the editor stamps at each save (the menu's "checked on"), so that a save's
 * stamp never makes a match impossible. Everything else counts: a price, a word, the order of a list.
 */

/** The values in one form: keys sorted, absent and null keys left out, the stamped fields too. */
export function canonicalText(values: unknown, stampedFields: readonly string[] = []): string {
  const left = new Set(stampedFields);
  const canonical = (value: unknown, top: boolean): unknown => {
    if (Array.isArray(value)) {
      return value.map((item) => canonical(item, false));
    }
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([key, child]) => child !== undefined && child !== null && !key.startsWith('_'))
        .filter(([key]) => !(top && left.has(key)))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, child]) => [key, canonical(child, false)]);
      return Object.fromEntries(entries);
    }
    return value;
  };
  return JSON.stringify(canonical(values, true));
}

/** The SHA-256 digest of the canonical form, in hexadecimal (Web Crypto: the same in Node and the browser). */
export async function contentDigest(values: unknown, stampedFields: readonly string[] = []): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalText(values, stampedFields));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
