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
 * `npx ts-node scripts/site-copies/extreme-content.ts <project copy> [seed]` writes it into a copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { collectionFiles, editorText, readDocument } from '#scripts/content/content-files';
import { contentAnchorLinkProblems } from '#scripts/content/content-anchor-links';
import { checkContent, formatProblems, type FileProblem } from '#scripts/content/problems-in-content';
import { stillBuildDay } from '#scripts/tooling/still-page';
import { contentCollections } from '#tina/schema/content-collections';
import { generalTextLimitOf, ownLimitOf } from '#tina/schema/rules/text-length';
import { optionValues } from '#tina/schema/validate-document';
import { pathOf } from '#src/content/last-valid';
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';

/** Words of the bar's own kind, English and Italian, as an owner writes them. */
const words = (
  'espresso doppio ristretto macchiato cappuccino cornetto pistachio gelato stracciatella nocciola ' +
  'the bar in old village square every morning fresh pastry from our oven with almond milk and a ' +
  'glass of water at counter standing up like in Rome Naples Milan for your office team delivered ' +
  'weekdays beans roasted locally catering weddings birthdays conferences restaurants suppliers ' +
  'seasonal chestnut persimmon hazelnut affogato granita limone sfogliatella bombolone tiramisù'
).split(' ');

/** Unbroken words at lengths people type: never cut, whatever the screen. */
const unbrokenWords = [
  'prenotazioni.ufficio@vicoloespresso.example',
  'https://www.vicoloespresso.example/menu/gelato-artigianale-stagionale',
  'precipitevolissimevolmente',
  'caffellattemacchiatone',
];

/** How many entries a list of groups gets at the extreme, by the list's name; others get `manyEntries`. */
const entriesOf: Record<string, number> = { sections: 6, items: 8, sizes: 4, specialHours: 12 };
const manyEntries = 8;

/** The largest plausible price: a line of the menu, or an offer (a month of Office Fuel, a plan). */
const largestPrice = (fieldPath: string[]) => (fieldPath.includes('items') ? 99.75 : 9999.75);

/**
 * Real words filling `length` characters as closely as whole words allow; `salt` chooses where
 * in the word list it starts, so two entries never read the same. One word in twelve is an
 * unbroken one when the text is long enough to hold it.
 */
export function prose(length: number, salt: number, paragraphs = false): string {
  let text = '';
  for (let index = 0; ; index += 1) {
    const unbroken = index % 12 === 11 ? unbrokenWords[(salt + index) % unbrokenWords.length]! : undefined;
    const word = unbroken ?? words[(salt * 7 + index) % words.length]!;
    // A page of text (the legal pages) comes in paragraphs of some eighty words.
    const next = text ? `${text}${paragraphs && index % 80 === 0 ? '\n\n' : ' '}${word}` : word;
    if (next.length > length) {
      return text || word.slice(0, length);
    }
    text = next;
  }
}

/** A date written YYYY-MM-DD, `days` later: the days of added special-hours lines. */
const laterDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whether a field's own rule accepts the value (rules that need the document see it whole later). */
function accepts(field: FieldShape, value: unknown): boolean {
  const validate = field.ui?.validate as ((value: unknown) => unknown) | undefined;
  try {
    return !validate?.(value);
  } catch {
    return false;
  }
}

/** The draw of one value: at the extreme, a constant; with a seed, fast-check's choice. */
interface Draw {
  length(shipped: number, limit: number): fc.Arbitrary<number>;
  count(shipped: number, most: number): fc.Arbitrary<number>;
  price(shipped: number, most: number): fc.Arbitrary<number>;
  flip(): fc.Arbitrary<boolean>;
}
const extremeDraw: Draw = {
  length: (_, limit) => fc.constant(limit),
  count: (_, most) => fc.constant(most),
  price: (_, most) => fc.constant(most),
  flip: () => fc.constant(true),
};
const randomDraw: Draw = {
  length: (shipped, limit) => fc.integer({ min: Math.min(shipped, limit), max: limit }),
  count: (shipped, most) => fc.integer({ min: Math.min(1, shipped), max: Math.max(shipped, most) }),
  price: (_, most) => fc.integer({ min: 0, max: most * 100 }).map((cents) => cents / 100),
  flip: () => fc.boolean(),
};

/** The arbitrary of one field's value, given its shipped value and the entry it sits in. */
function valueOf(
  field: FieldShape,
  shipped: unknown,
  draw: Draw,
  at: string[],
  salt: number,
): fc.Arbitrary<unknown> {
  const limit = generalTextLimitOf(field) ?? ownLimitOf(field);
  if (field.list && field.type === 'string' && field.options) {
    // Every box ticked at the extreme (marks, allergens); a tick-list with a rule of its own keeps
    // the owner's ticks (the hours' days: each day in one line only).
    if (field.ui?.validate) {
      return fc.constant(shipped);
    }
    return draw === extremeDraw ? fc.constant(optionValues(field)) : fc.subarray(optionValues(field));
  }
  // An optional group, list or price the shipped content leaves out stays out (an item with one
  // price gets no sizes, and a season only where there is one); an optional text is written.
  if (shipped === undefined && field.type !== 'string') {
    return fc.constant(undefined);
  }
  if (field.list) {
    const entries = Array.isArray(shipped) ? shipped : [];
    const most = field.type === 'object' ? (entriesOf[field.name] ?? manyEntries) : manyEntries;
    const entry = (index: number) => {
      const template = entries.length > 0 ? entries[index % entries.length] : undefined;
      const moved = index >= entries.length ? movedDays(template, index) : template;
      return field.type === 'object'
        ? objectOf(field.fields ?? [], moved, draw, [...at, field.name], salt * 31 + index)
        : textOf(field, moved, limit ?? 300, draw, salt * 31 + index);
    };
    return draw
      .count(entries.length, most)
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => entry(index))));
  }
  if (field.type === 'object') {
    return objectOf(field.fields ?? [], shipped, draw, [...at, field.name], salt);
  }
  if (field.type === 'number' && typeof shipped === 'number') {
    return draw.price(shipped, largestPrice(at)).map((price) => (accepts(field, price) ? price : shipped));
  }
  if (field.type === 'boolean' && typeof shipped === 'boolean')
  // Every other entry switched the other way at the extreme: a "Not today" on half the menu.
  {
    return draw.flip().map((flipped) => (flipped && salt % 2 === 1 ? !shipped : shipped));
  }
  if (field.type === 'string' && !field.options && limit !== undefined) {
    return textOf(field, shipped, limit, draw, salt);
  }
  return fc.constant(shipped);
}

/** A text of the drawn length, or, for a field with a shape of its own, the shipped value. */
function textOf(field: FieldShape, shipped: unknown, limit: number, draw: Draw, salt: number) {
  const shippedText = typeof shipped === 'string' ? shipped : '';
  return draw.length(shippedText.length, limit).map((length) => {
    // A page of text ends in a line break, which counts.
    const text = field.isBody ? prose(length - 1, salt, true) : prose(length, salt);
    if (accepts(field, text)) {
      return text;
    }
    // A field with a shape (an email, a web address, a date, a time): the longest typed word it takes.
    const word = [...unbrokenWords, stillBuildDay].find(
      (candidate) => candidate.length <= limit && accepts(field, candidate),
    );
    return shipped === undefined && word !== undefined ? word : shipped;
  });
}

/** An added entry's dates, a day apart from the others (two lines for one day are refused). */
function movedDays(template: unknown, index: number): unknown {
  if (typeof template !== 'object' || template === null) {
    return template;
  }
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [key, isDay(value) ? laterDay(value, index * 3) : value]),
  );
}

function objectOf(fields: readonly FieldShape[], shipped: unknown, draw: Draw, at: string[], salt: number) {
  const values = (typeof shipped === 'object' && shipped !== null ? shipped : {}) as Record<string, unknown>;
  const drawn = fields.map((field, index) =>
    valueOf(field, values[field.name], draw, at, salt * 17 + index).map(
      (value) => [field.name, value] as const,
    ),
  );
  return fc.tuple(...drawn).map((pairs) => {
    const document = { ...values };
    for (const [name, value] of pairs) {
      if (value !== undefined) {
        document[name] = value;
      }
    }
    return document;
  });
}

type Node = Record<string | number, unknown>;
const childOf = (value: unknown, key: string | number) =>
  typeof value === 'object' && value !== null ? (value as Node)[key] : undefined;

/**
 * Puts the shipped value back where a rule refused the drawn one: the field's shipped value, or,
 * where the shipped content has none (an added entry, an optional field), without it. A link still
 * refused with its shipped value (its section was renamed) leads to the page instead.
 */
function putBack(document: Node, shipped: unknown, where: string) {
  const segments = pathOf(where);
  let drawn: unknown = document;
  let original: unknown = shipped;
  for (const [index, key] of segments.entries()) {
    const last = index === segments.length - 1;
    const parent = drawn as Node;
    const shippedChild = childOf(original, key);
    if (typeof key === 'number' && shippedChild === undefined && Array.isArray(parent)) {
      parent.splice(key);
      return;
    }
    if (last) {
      const value = parent[key];
      if (shippedChild === undefined) {
        delete parent[key];
      }
      // A rule of the whole list (two rows for one day): first without the added entries.
      else if (Array.isArray(value) && Array.isArray(shippedChild) && value.length > shippedChild.length) {
        value.splice(shippedChild.length);
      } else if (JSON.stringify(value) !== JSON.stringify(shippedChild)) {
        parent[key] = structuredClone(shippedChild);
      } else if (typeof value === 'string' && value.includes('#')) {
        parent[key] = value.slice(0, value.indexOf('#'));
      }
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

/**
 * Writes the content into the copy at `root`: at the extreme without a seed, fast-check's draw
 * with one. Returns how many values went back to the shipped ones because a rule refused them.
 */
export function writeExtremeContent(root: string, seed?: number): { putBack: number } {
  const draw = seed === undefined ? extremeDraw : randomDraw;
  const shipped = new Map<string, { collection: CollectionShape; document: unknown }>();
  for (const collection of contentCollections) {
    for (const file of collectionFiles(collection, root)) {
      const document = readDocument(collection, fs.readFileSync(path.join(root, file), 'utf8'), file);
      shipped.set(file, { collection, document });
      const [drawn] = fc.sample(objectOf(collection.fields, document, draw, [], file.length), {
        seed: seed ?? 1,
        numRuns: 1,
      });
      fs.writeFileSync(path.join(root, file), editorText(collection, drawn));
    }
  }
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
      const document = readDocument(
        own.collection,
        fs.readFileSync(path.join(root, file), 'utf8'),
        file,
      ) as Node;
      // Deepest first, and later entries before earlier ones, so a removal moves nothing still to come.
      for (const problem of found.toSorted((a, b) =>
        (b.path ?? '').localeCompare(a.path ?? '', 'en', { numeric: true }),
      )) {
        if (problem.path) {
          putBack(document, own.document, problem.path);
        } else {
          throw new Error(formatProblems(found));
        }
      }
      count += found.length;
      fs.writeFileSync(path.join(root, file), editorText(own.collection, document));
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
