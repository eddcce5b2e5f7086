/**
 * Links to a section the owner names (`/menu#gelato`), checked against the content: the editor sees only the
 * document it has open and accepts any section written as a name makes it; the build reads the menu too, and
 * refuses a link to a section it does not have, naming the file and the field of the link (decision 007).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sectionIdOf } from '#model/section-id';
import { checkLinkTarget, linkTargetProblem, type ContentAnchors } from '#tina/schema/rules/link-target';
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';
import { fieldValues, readableDocuments } from './content-files';
import type { FileProblem } from './problems-in-content';

const menuFile = 'content/pages/menu.json';

/** The ids of the menu's sections as the page gives them; none when the file cannot be read (reported elsewhere). */
export function contentAnchorsIn(root: string): ContentAnchors {
  try {
    const menu = JSON.parse(fs.readFileSync(path.join(root, menuFile), 'utf8')) as {
      sections?: { name?: unknown }[];
    };
    return {
      menu: (menu.sections ?? []).map((section) =>
        sectionIdOf(typeof section.name === 'string' ? section.name : ''),
      ),
    };
  } catch {
    return { menu: [] };
  }
}

/** What a field's rule says links are in its value: link fields and markdown texts carry `linksIn`. */
function linksOf(field: FieldShape, value: unknown): readonly string[] {
  const rule: unknown = field.ui?.validate;
  if (typeof value !== 'string' || typeof rule !== 'function' || !('linksIn' in rule)) {
    return [];
  }
  const linksIn = rule.linksIn as (text: string) => readonly string[];
  return linksIn(value);
}

/** Every link of the content to a section its page does not have, by file and field. */
export function contentAnchorLinkProblems(
  collections: readonly CollectionShape[],
  root: string,
): FileProblem[] {
  const anchors = contentAnchorsIn(root);
  return readableDocuments(collections, root).flatMap(({ collection, file, document }) =>
    fieldValues(collection.fields, document).flatMap(({ field, value, path: where }) =>
      linksOf(field, value).flatMap((link) => {
        // A link the field's own rule refuses is named there already.
        const problem = checkLinkTarget(link) === undefined ? linkTargetProblem(link, anchors) : undefined;
        return problem ? [{ file, path: where, message: problem }] : [];
      }),
    ),
  );
}
