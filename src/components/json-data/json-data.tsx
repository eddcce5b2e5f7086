/**
 * JSON as the text of a `<script>` data block: `<` is written `\u003c`, so no value can close
 * the element or open a comment, and `JSON.parse` reads it back the same.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Data for the page's scripts, in the page: a `<script type="application/json">`, which the
 * browser never runs, so the Content-Security-Policy has nothing to allow.
 */
export function JsonData({ id, value }: { id: string; value: unknown }) {
  return (
    <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />
  );
}
