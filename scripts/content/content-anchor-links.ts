/**
 * Links to a section the owner names (`/menu#gelato`), checked against the content: the editor
 * sees only the document it has open and accepts any section written as a name makes it; the
 * build reads the menu too, and refuses a link to a section it does not have, naming the file
 * and the field of the link (decision 007).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sectionIdOf } from '../../site/section-id';
import { checkLinkTarget, linkTargetProblem, type ContentAnchors } from '../../tina/rules/link-target';
import type { CollectionShape, FieldShape } from '../../tina/schema-kit';
import { collectionFiles, readDocument } from './content-files';
import type { FileProblem } from './problems-in-content';

const menuFile = 'content/pages/menu.json';

/** The ids of the menu's sections as the page gives them; none when the file cannot be read (reported elsewhere). */
export function contentAnchorsIn(root: string): ContentAnchors {
  try {
    const menu = JSON.parse(fs.readFileSync(path.join(root, menuFile), 'utf8')) as {
      sections?: { name?: unknown }[];
    };
    return {
      menu: (menu.sections ?? []).map((section) => sectionIdOf(typeof section.name === 'string' ? section.name : '')),
    };
  } catch {
    return { menu: [] };
  }
}

interface FoundLink {
  path: string;
  link: string;
}

/** What a field's rule says links are in its value: link fields and markdown texts carry `linksIn`. */
function linksOf(field: FieldShape, value: unknown): readonly string[] {
  const rule: unknown = field.ui?.validate;
  if (typeof value !== 'string' || typeof rule !== 'function' || !('linksIn' in rule)) return [];
  const linksIn = rule.linksIn as (text: string) => readonly string[];
  return linksIn(value);
}

function linksInDocument(fields: readonly FieldShape[], value: unknown, at: string): FoundLink[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const child = record[field.name];
    const place = at ? `${at}.${field.name}` : field.name;
    const entries = Array.isArray(child)
      ? child.map((item, index) => ({ item, place: `${place}[${index}]` }))
      : [{ item: child, place }];
    return entries.flatMap(({ item, place: where }) =>
      field.fields
        ? linksInDocument(field.fields, item, where)
        : linksOf(field, item).map((link) => ({ path: where, link })),
    );
  });
}

/** Every link of the content to a section its page does not have, by file and field. */
export function contentAnchorLinkProblems(collections: readonly CollectionShape[], root: string): FileProblem[] {
  const anchors = contentAnchorsIn(root);
  return collections.flatMap((collection) =>
    collectionFiles(collection, root).flatMap((file) => {
      let document: unknown;
      try {
        document = readDocument(collection, fs.readFileSync(path.join(root, file), 'utf8'), file);
      } catch {
        return [];
      }
      return linksInDocument(collection.fields, document, '').flatMap(({ path: field, link }) => {
        // A link the field's own rule refuses is named there already.
        const problem = checkLinkTarget(link) === undefined ? linkTargetProblem(link, anchors) : undefined;
        return problem ? [{ file, path: field, message: problem }] : [];
      });
    }),
  );
}
