/**
 * How the visual editor reads and writes a markdown document, done by the editor's
 * own code: `parseFile` and `stringifyFile` from @tinacms/graphql (the version
 * @tinacms/cli runs, pinned in package.json), called with the collection's front
 * matter delimiters as Tina's server calls them. The content check, `content:format`
 * and the build's markdown loader use these, so a file passes the check exactly when
 * the owner's next save would leave it byte for byte as it is.
 *
 * Build time only: @tinacms/graphql is a Node package and never enters a bundle.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TinaGraphql from '@tinacms/graphql';
import type { CollectionShape } from '#tina/schema/schema-kit';
import type { MarkdownDocument } from '#src/content/markdown-document';
import { projectRoot } from '#scripts/build/build-output';

/*
 * @tinacms/graphql ships as an ES module whose package exports only an `import`
 * entry, which these CommonJS scripts cannot name; Node 22 requires an ES module
 * by its file path instead (and Jest compiles that file, see jest.config.ts).
 */
const tinaGraphqlFile = path.join(projectRoot, 'node_modules/@tinacms/graphql/dist/index.js');
const { parseFile, stringifyFile } = createRequire(__filename)(tinaGraphqlFile) as typeof TinaGraphql;

type MarkdownCollection = Pick<CollectionShape, 'fields' | 'frontmatterDelimiters'>;

const delimitersOf = (collection: MarkdownCollection) =>
  collection.frontmatterDelimiters as string | [string, string] | undefined;

/** A front matter value: the site's front matter holds text only (titles and the like). */
function textValue(name: string, value: unknown, where = ''): string {
  if (typeof value !== 'string') {
    throw new Error(`${where}the front matter field "${name}" must be text`);
  }
  return value;
}

/**
 * A markdown file's front matter and body, read as Tina's server reads it. Throws
 * naming the file when the front matter is not YAML or holds anything but text.
 */
export function readMarkdown(collection: MarkdownCollection, text: string, file: string): MarkdownDocument {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseFile<Record<string, unknown>>(text, '.md', (yup) => yup.object({}), {
      frontmatterDelimiters: delimitersOf(collection),
    });
  } catch (error) {
    throw new Error(`${file}: the front matter cannot be read (${(error as Error).message})`);
  }
  const { $_body: body, ...values } = parsed;
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    data[name] = textValue(name, value, `${file}: `);
  }
  return { data, body: typeof body === 'string' ? body : '' };
}

/**
 * The text Tina writes when the owner saves a markdown document: its front matter fields in the order given
 * (the caller puts them in schema order), the body under the collection's `isBody` field.
 */
export function writeMarkdown(collection: MarkdownCollection, document: Record<string, unknown>): string {
  const bodyName = collection.fields.find((field) => field.isBody)?.name;
  const frontMatter: Record<string, string> = {};
  for (const [name, value] of Object.entries(document)) {
    if (name === bodyName || value === undefined) {
      continue;
    }
    // Tina would write a line break as a YAML block; the site's front matter (titles) is one line, as before.
    if (textValue(name, value).includes('\n')) {
      throw new Error('front matter text must be one line (no line breaks)');
    }
    frontMatter[name] = textValue(name, value);
  }
  const body = bodyName === undefined ? undefined : document[bodyName];
  const values = typeof body === 'string' ? { ...frontMatter, $_body: body } : frontMatter;
  // The site's collections have fields, not templates: a document names no `_template`.
  const keepTemplateKey = false;
  return stringifyFile(values, '.md', keepTemplateKey, { frontmatterDelimiters: delimitersOf(collection) });
}
