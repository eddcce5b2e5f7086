/**
 * Where each collection's documents live, and the exact text the visual editor writes for a
 * document. Shared by the content check, `content:format` and `content:diff`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';
import { projectRoot } from '#scripts/build/build-output';
import { readMarkdown, writeMarkdown } from './editor-file-format';

/** A collection's documents as globs over project-relative paths, as Tina's `getMatches` writes them. */
function collectionGlobs({ path: folder, format, match = {} }: CollectionShape) {
  const glob = (pattern: string) => `${folder}/${pattern}.${format}`;
  return { include: glob(match.include ?? '**/*'), exclude: match.exclude ? [glob(match.exclude)] : [] };
}

/** Whether a project-relative path (`content/pages/office-fuel.json`) is a document of the collection. */
export function belongsTo(collection: CollectionShape, file: string): boolean {
  const { include, exclude } = collectionGlobs(collection);
  return path.matchesGlob(file, include) && !exclude.some((glob) => path.matchesGlob(file, glob));
}

/** The documents of a collection as paths relative to `root` (`content/pages/office-fuel.json`), sorted. */
export function collectionFiles(collection: CollectionShape, root = projectRoot): string[] {
  const { include, exclude } = collectionGlobs(collection);
  return fs
    .globSync(include, { cwd: root, exclude })
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A collection whose `match.include` names one file without wildcards holds exactly that
 * document, and the site imports it: its absence is an error.
 */
export function expectedFile(collection: CollectionShape): string | undefined {
  const include = collection.match?.include;
  if (!include || /[*?{]/.test(include)) {
    return undefined;
  }
  return `${collection.path}/${include}.${collection.format}`;
}

/**
 * Every document of these collections that can be read, with its file. A file that cannot be
 * read is left out: the content check reports it.
 */
export function readableDocuments(collections: readonly CollectionShape[], root: string) {
  return collections.flatMap((collection) =>
    collectionFiles(collection, root).flatMap((file) => {
      try {
        const document = readDocument(collection, fs.readFileSync(path.join(root, file), 'utf8'), file);
        return [{ collection, file, document }];
      } catch {
        return [];
      }
    }),
  );
}

/** A value in a document, with the field that describes it and the group of fields that holds it. */
export interface FieldValue {
  /** Where it is in the document: `slides[2].image`. */
  path: string;
  value: unknown;
  field: FieldShape;
  holder: Record<string, unknown>;
  siblings: readonly FieldShape[];
}

/** Every value a document gives its fields, nested groups and each item of a list included. */
export function fieldValues(fields: readonly FieldShape[], value: unknown, at = ''): FieldValue[] {
  if (!isPlainObject(value)) {
    return [];
  }
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    const child = value[field.name];
    if (child === undefined || child === null) {
      return [];
    }
    const items =
      field.list && Array.isArray(child)
        ? child.map((item, index) => ({ item, path: `${here}[${index}]` }))
        : [{ item: child, path: here }];
    return items.flatMap(({ item, path: where }) => [
      { path: where, value: item, field, holder: value, siblings: fields },
      ...(field.type === 'object' ? fieldValues(field.fields ?? [], item, where) : []),
    ]);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with every object's keys in schema field order; keys the schema lacks keep their place at the end. */
function inSchemaOrder(fields: readonly FieldShape[], value: unknown): unknown {
  if (!isPlainObject(value)) {
    return value;
  }
  const ordered: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in value)) {
      continue;
    }
    const child = value[field.name];
    ordered[field.name] =
      field.type === 'object' && field.fields
        ? Array.isArray(child)
          ? child.map((item) => inSchemaOrder(field.fields ?? [], item))
          : inSchemaOrder(field.fields, child)
        : child;
  }
  for (const [key, child] of Object.entries(value)) {
    if (!(key in ordered)) {
      ordered[key] = child;
    }
  }
  return ordered;
}

/**
 * A document's values from its file's text: JSON as it is; markdown as its front matter plus the body under
 * the name of the collection's `isBody` field. Throws with the file's name when the text cannot be read.
 */
export function readDocument(collection: CollectionShape, text: string, file: string): unknown {
  if (collection.format === 'json') {
    return JSON.parse(text);
  }
  const { data, body } = readMarkdown(collection, text, file);
  const bodyField = collection.fields.find((field) => field.isBody);
  return bodyField ? { ...data, [bodyField.name]: body } : data;
}

/**
 * The text TinaCMS writes for a document of this collection when the owner saves, keys in schema
 * field order: JSON as `JSON.stringify(value, null, 2)` with no newline at the end, or markdown.
 * A file in exactly this form changes only in the lines the owner edited.
 */
export function editorText(
  collection: Pick<CollectionShape, 'fields' | 'format' | 'frontmatterDelimiters'>,
  document: unknown,
): string {
  // A key the schema lacks (which the check reports) stays, at the end, rather than vanish in a format.
  const ordered = inSchemaOrder(collection.fields, document);
  if (collection.format === 'json') {
    return JSON.stringify(ordered, null, 2);
  }
  return writeMarkdown(collection, isPlainObject(ordered) ? ordered : {});
}
