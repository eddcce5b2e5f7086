/**
 * Content that holds markup in every free-text field, as a careless or hostile editor could
 * write it: added to the `drawn` copy of the project (site-variants.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentAnchorLinkProblems } from '#scripts/content/content-anchor-links';
import { checkContent } from '#scripts/content/problems-in-content';
import { collectionFiles, editorText, readDocument } from '#scripts/content/content-files';
import { contentCollections } from '#tina/schema/content-collections';
import type { CollectionShape } from '#tina/schema/schema-kit';

/** Marks every element the markup would create, if any text were written into a page unescaped. */
export const injectedMarker = 'data-injected';
const payloads = [
  `</title></script></style><b ${injectedMarker}>"'&x</b><script ${injectedMarker}>window.injected=1</script>`,
  `</title><b ${injectedMarker}>"'&`,
  // For a field of a few words (the business name, which ends every page's title; a page's name).
  `</title>"'&`,
];

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: string };

/** Every string in a document, wherever it sits (fields, list items, nested groups). */
function stringLeaves(value: unknown): Leaf[] {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const parent = value as Record<string, unknown>;
    return Object.entries(parent).flatMap(([key, child]) =>
      typeof child === 'string'
        ? [{ parent, key: Array.isArray(value) ? Number(key) : key, value: child }]
        : stringLeaves(child),
    );
  }
  return [];
}

/** The fields that took the markup, and those that refused it (by file and key). */
export interface HostileFields {
  injected: string[];
  refused: string[];
}

/**
 * Appends markup to each string of one file where the content check accepts it, or, where the
 * field has no room left for it (drawn content near its length limit), writes the markup in its
 * place; puts back the ones that refuse both. Returns which fields took it and which refused it.
 */
function injectInFile(root: string, collection: CollectionShape, file: string): HostileFields {
  const fields: HostileFields = { injected: [], refused: [] };
  const target = path.join(root, file);
  const document = readDocument(collection, fs.readFileSync(target, 'utf8'), file);
  const checkPasses = () => {
    fs.writeFileSync(target, editorText(collection, document));
    // As the build checks it: a section's new name must not leave a link to it behind.
    return (
      checkContent([collection], root).length === 0 &&
      contentAnchorLinkProblems(contentCollections, root).length === 0
    );
  };
  for (const { parent, key, value } of stringLeaves(document)) {
    const field = parent as Record<string | number, unknown>;
    const candidates = [...payloads.map((payload) => `${value} ${payload}`), ...payloads];
    const accepted = candidates.some((candidate) => {
      field[key] = candidate;
      return checkPasses();
    });
    if (!accepted) {
      field[key] = value;
    }
    fields[accepted ? 'injected' : 'refused'].push(`${file} › ${String(key)}`);
  }
  fs.writeFileSync(target, editorText(collection, document));
  return fields;
}

/**
 * Appends markup to each string field of the copy's content that the content check accepts it
 * in (fields of a closed shape, such as an email, a time or a link, refuse it: that is their
 * protection). Returns which fields took it and which refused it.
 */
export function writeHostileContent(root: string): HostileFields {
  const fields: HostileFields = { injected: [], refused: [] };
  for (const collection of contentCollections as readonly CollectionShape[]) {
    for (const file of collectionFiles(collection, root)) {
      const { injected, refused } = injectInFile(root, collection, file);
      fields.injected.push(...injected);
      fields.refused.push(...refused);
    }
  }
  return fields;
}
