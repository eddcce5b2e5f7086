/**
 * A copy of the project whose content holds markup in every free-text field, as a
 * careless or hostile editor could write it, built into its own dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentAnchorLinkProblems } from '../../scripts/content/content-anchor-links';
import { checkContent } from '../../scripts/content/problems-in-content';
import { collectionFiles, editorText, readDocument } from '../../scripts/content/content-files';
import { contentCollections } from '../../tina/content-collections';
import type { CollectionShape } from '../../tina/schema-kit';
import { copyProject, runScript } from '../../scripts/tooling/project-copy';

/** Marks every element the markup would create, if any text were written into a page unescaped. */
export const injectedMarker = 'data-injected';
const payloads = [
  `</title></script></style><b ${injectedMarker}>"'&x</b><script ${injectedMarker}>window.injected=1</script>`,
  `<b ${injectedMarker}>"'&`,
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

/**
 * Copies the project, then appends markup to each string field the content check
 * accepts it in (fields of a closed shape, such as an email, a time or a link, refuse
 * it: that is their protection). Returns the copy's root and what was injected.
 */
export function writeHostileCopy(): { root: string; injected: string[]; refused: string[] } {
  const root = copyProject('hostile-content');

  const injected: string[] = [];
  const refused: string[] = [];
  for (const collection of contentCollections as readonly CollectionShape[]) {
    for (const file of collectionFiles(collection, root)) {
      const target = path.join(root, file);
      const document = readDocument(collection, fs.readFileSync(target, 'utf8'), file);
      for (const leaf of stringLeaves(document)) {
        const accepted = payloads.some((payload) => {
          (leaf.parent as Record<string | number, unknown>)[leaf.key] = `${leaf.value} ${payload}`;
          fs.writeFileSync(target, editorText(collection, document));
          // As the build checks it: a section's new name must not leave a link to it behind.
          return (
            checkContent([collection], root).length === 0 &&
            contentAnchorLinkProblems(contentCollections, root).length === 0
          );
        });
        if (!accepted) (leaf.parent as Record<string | number, unknown>)[leaf.key] = leaf.value;
        (accepted ? injected : refused).push(`${file} › ${String(leaf.key)}`);
      }
      fs.writeFileSync(target, editorText(collection, document));
    }
  }
  return { root, injected, refused };
}

/** Builds the copy the way `npm run build` does; rejects with the output if the build fails. */
export const buildCopy = (root: string): Promise<void> => runScript(root, 'scripts/build.ts');
