/**
 * The exact text Tina 3.14 (@tinacms/graphql 3.0) writes when the owner saves a
 * markdown document, reproduced so the content check can demand it and
 * `content:format` can produce it (measured against the real server:
 * docs/decisions/002, samples in editor-markdown-samples.json).
 *
 * Tina hands the front matter to js-yaml 3 (`safeDump`, no line folding) and
 * the body, with a line break put in front, to gray-matter's `stringify`:
 *
 *     ---\n<front matter fields in schema order>\n---\n\n<body>[\n]
 *
 * One `key: value` line per front matter field present, none for an absent one;
 * one blank line after the closing `---`; the body as given, with a line break
 * added at the end if it has none.
 */
import type { CollectionShape } from '../../tina/schema-kit';
import { yamlScalar } from './yaml-scalar';

const withFinalNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

export function editorMarkdown(collection: Pick<CollectionShape, 'fields'>, document: unknown): string {
  const values = (typeof document === 'object' && document !== null ? document : {}) as Record<string, unknown>;
  const bodyName = collection.fields.find((field) => field.isBody)?.name;
  // Schema order; a key the schema lacks (which the check reports) stays, at the end, rather than vanish in a format.
  const names = [...collection.fields.map((field) => field.name), ...Object.keys(values)];
  const lines = [...new Set(names)]
    .filter((name) => name !== bodyName && values[name] !== undefined)
    .map((name) => {
      const value = values[name];
      if (typeof value !== 'string') throw new Error(`the front matter field "${name}" must be text`);
      return `${name}: ${yamlScalar(value)}`;
    });
  const body = bodyName === undefined ? undefined : values[bodyName];
  // Tina writes no front matter block at all for a document without front matter values.
  const frontMatter = lines.length > 0 ? `---\n${lines.join('\n')}\n---\n` : '';
  return frontMatter + withFinalNewline(typeof body === 'string' ? `\n${body}` : '');
}
