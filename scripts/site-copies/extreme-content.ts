/**
 * Content at the edges of what the editor accepts, made from the Tina schema and its rules rather
 * than written out by hand: the `extreme` copy of the site (site-variants.ts, issue 59). It is
 * the pseudo-localization of large product teams, done to the owner's content: lengthen every
 * text, add entries to every list, raise every price, then look for what overflows.
 *
 * - With no seed, each free-text field holds the longest text its limit allows, in real words
 *   with now and then an unbroken one as people really type them (an email address, a web
 *   address, a long Italian compound); each list holds many entries (every option of a
 *   tick-list); each price its largest plausible value.
 * - With a seed, fast-check draws the middle ground between the shipped content and those
 *   extremes: each text's length, each list's length, each price, each switch. The same seed
 *   gives the same content: a failure is replayed with `CONTENT_SEED=<seed>`.
 *
 * What a field's own rule or a rule of the whole document refuses (an email field given prose,
 * two hours rows for the same day, a link to a section renamed) goes back to the shipped value,
 * or the added entry goes; the content check then passes, as an owner's save would have to.
 * The values are drawn by extreme-values.ts; this puts back what the rules refuse.
 * `npx ts-node scripts/site-copies/extreme-content.ts <project copy> [seed]` writes it into a copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { collectionFiles, editorText, readDocument } from '#scripts/content/content-files';
import { contentAnchorLinkProblems } from '#scripts/content/content-anchor-links';
import { checkContent, formatProblems, type FileProblem } from '#scripts/content/problems-in-content';
import { contentCollections } from '#tina/schema/content-collections';
import { pathOf } from '#src/content/last-valid';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { extremeDraw, objectOf, randomDraw } from './extreme-values';

type Node = Record<string | number, unknown>;
const childOf = (value: unknown, key: string | number) =>
  typeof value === 'object' && value !== null ? (value as Node)[key] : undefined;

/**
 * Puts the shipped value back in place of a refused one: without it where the shipped content has
 * none; a list first without its added entries (a rule of the whole list: two rows for one day);
 * else the shipped value; and a link still refused with its shipped value (its section was
 * renamed) leads to the page instead.
 */
function putBackValue(parent: Node, key: string | number, shipped: unknown) {
  const value = parent[key];
  if (shipped === undefined) {
    delete parent[key];
  } else if (Array.isArray(value) && Array.isArray(shipped) && value.length > shipped.length) {
    value.splice(shipped.length);
  } else if (JSON.stringify(value) !== JSON.stringify(shipped)) {
    parent[key] = structuredClone(shipped);
  } else if (typeof value === 'string' && value.includes('#')) {
    parent[key] = value.slice(0, value.indexOf('#'));
  }
}

/**
 * Puts the shipped value back where a rule refused the drawn one: the field's shipped value, or,
 * where the shipped content has none (an added entry, an optional field), without it.
 */
function putBack(document: Node, shipped: unknown, where: string) {
  const segments = pathOf(where);
  let drawn: unknown = document;
  let original: unknown = shipped;
  for (const [index, key] of segments.entries()) {
    const parent = drawn as Node;
    const shippedChild = childOf(original, key);
    if (typeof key === 'number' && shippedChild === undefined && Array.isArray(parent)) {
      parent.splice(key);
      return;
    }
    if (index === segments.length - 1) {
      putBackValue(parent, key, shippedChild);
      return;
    }
    drawn = parent[key];
    original = shippedChild;
  }
}

/** The problems an owner's save would meet: the content check and the links to the menu's sections. */
const problemsIn = (root: string): FileProblem[] => [
  ...checkContent(contentCollections, root),
  ...contentAnchorLinkProblems(contentCollections, root),
];

/** A document as shipped, with its collection. */
interface ShippedDocument {
  file: string;
  collection: CollectionShape;
  document: unknown;
}

/** Writes a drawn document over each of the copy's; returns the shipped ones, by file. */
function writeDrawnContent(root: string, seed: number | undefined): Map<string, ShippedDocument> {
  const draw = seed === undefined ? extremeDraw : randomDraw;
  const shipped = new Map<string, ShippedDocument>();
  for (const collection of contentCollections) {
    for (const file of collectionFiles(collection, root)) {
      const document = readDocument(collection, fs.readFileSync(path.join(root, file), 'utf8'), file);
      shipped.set(file, { file, collection, document });
      const [drawn] = fc.sample(objectOf(collection.fields, document, { draw, at: [], salt: file.length }), {
        seed: seed ?? 1,
        numRuns: 1,
      });
      fs.writeFileSync(path.join(root, file), editorText(collection, drawn));
    }
  }
  return shipped;
}

/** Puts the shipped values back where a file's problems are; a problem that names no field cannot be. */
function putBackInFile(root: string, own: ShippedDocument, found: readonly FileProblem[]) {
  const location = path.join(root, own.file);
  const document = readDocument(own.collection, fs.readFileSync(location, 'utf8'), own.file) as Node;
  // Deepest first, and later entries before earlier ones, so a removal moves nothing still to come.
  for (const problem of found.toSorted((a, b) =>
    (b.path ?? '').localeCompare(a.path ?? '', 'en', { numeric: true }),
  )) {
    if (!problem.path) {
      throw new Error(formatProblems(found));
    }
    putBack(document, own.document, problem.path);
  }
  fs.writeFileSync(location, editorText(own.collection, document));
}

/**
 * Writes the content into the copy at `root`: at the extreme without a seed, fast-check's draw
 * with one. Returns how many values went back to the shipped ones because a rule refused them.
 */
export function writeExtremeContent(root: string, seed?: number): { putBack: number } {
  const shipped = writeDrawnContent(root, seed);
  let count = 0;
  for (let round = 0; round < 30; round += 1) {
    const problems = problemsIn(root);
    if (problems.length === 0) {
      return { putBack: count };
    }
    if (process.env.EXTREME_CONTENT_VERBOSE) {
      console.log(formatProblems(problems));
    }
    for (const file of new Set(problems.map((problem) => problem.file))) {
      const found = problems.filter((problem) => problem.file === file);
      const own = shipped.get(file);
      if (!own) {
        throw new Error(formatProblems(found));
      }
      putBackInFile(root, own, found);
      count += found.length;
    }
  }
  throw new Error(
    `The extreme content still has problems after 30 rounds:\n${formatProblems(problemsIn(root))}`,
  );
}

if (require.main === module) {
  const [root, seed] = process.argv.slice(2);
  if (!root) {
    throw new Error('Usage: npx ts-node scripts/site-copies/extreme-content.ts <project copy> [seed]');
  }
  const result = writeExtremeContent(path.resolve(root), seed === undefined ? undefined : Number(seed));
  console.log(
    `Wrote ${seed === undefined ? 'the extreme content' : `content from seed ${seed}`}; ${result.putBack} values put back.`,
  );
}
