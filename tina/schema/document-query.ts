import { contentCollections } from './content-collections';
import type { CollectionShape, FieldShape } from './schema-kit';

function selection(fields: readonly FieldShape[], indent: string): string {
  return fields
    .map((field) =>
      field.type === 'object' && field.fields
        ? `${indent}${field.name} {\n${selection(field.fields, `${indent}  `)}\n${indent}}`
        : `${indent}${field.name}`,
    )
    .join('\n');
}

/**
 * The GraphQL query that reads one document of a collection with every field of
 * the schema, so its response has exactly the shape of the JSON file under the
 * collection's name: `{ officeFuelPage: { heading, intro, tiers: [...] } }`.
 * The visual editor runs this query to know which document a page shows, and
 * sends back live values in the same shape while the owner types.
 */
export function documentQuery(collection: Pick<CollectionShape, 'name' | 'fields'>): string {
  return `query ${collection.name}Document($relativePath: String!) {
  ${collection.name}(relativePath: $relativePath) {
${selection(collection.fields, '    ')}
  }
}`;
}

/**
 * The query of every collection, by collection name. The build puts this map
 * into the bundles as `__DOCUMENT_QUERIES__`, so the site ships the query
 * strings, not the schema they come from (its labels and descriptions are for
 * the editor only).
 */
export function documentQueries(): Record<string, string> {
  return Object.fromEntries(
    contentCollections.map((collection) => [collection.name, documentQuery(collection)]),
  );
}

/**
 * The folder of each collection whose documents are pages' own (not site-wide), by collection
 * name. The build puts this map into the editor's bundle as `__PAGE_DOCUMENT_FOLDERS__`: a page in
 * the editor's preview asks for its own document's form by its file (Tina's form id,
 * src/content/live-document-hook.ts).
 */
export function pageDocumentFolders(): Record<string, string> {
  return Object.fromEntries(
    contentCollections
      .filter((collection) => !collection.ui?.global)
      .map((collection) => [collection.name, collection.path]),
  );
}
