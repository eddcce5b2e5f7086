/**
 * The values of the `extreme` and `drawn` content (extreme-content.ts): for each field of the Tina
 * schema, an arbitrary of fast-check that gives, at the extreme, the longest text its limit allows,
 * the most entries, the largest price; or, with a seed, a draw between the shipped value and those.
 */
import fc from 'fast-check';
import { stillBuildDay } from '#scripts/tooling/still-page';
import { generalTextLimitOf, ownLimitOf } from '#tina/schema/rules/text-length';
import { optionValues } from '#tina/schema/validate-document';
import type { FieldShape } from '#tina/schema/schema-kit';

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
 * unbroken one when the text is long enough to hold it. A page of text (`paragraphs`, the legal
 * pages) comes in paragraphs of some eighty words.
 */
function prose(length: number, { salt, paragraphs }: { salt: number; paragraphs: boolean }): string {
  let text = '';
  for (let index = 0; ; index += 1) {
    const unbroken = index % 12 === 11 ? unbrokenWords[(salt + index) % unbrokenWords.length]! : undefined;
    const word = unbroken ?? words[(salt * 7 + index) % words.length]!;
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

/** The longest text a free-text field takes: its general limit, or its own rule's. */
const textLimitOf = (field: FieldShape) => generalTextLimitOf(field) ?? ownLimitOf(field);

/** The draw of one value: at the extreme, a constant; with a seed, fast-check's choice. */
export interface Draw {
  length(shipped: number, limit: number): fc.Arbitrary<number>;
  count(shipped: number, most: number): fc.Arbitrary<number>;
  price(shipped: number, most: number): fc.Arbitrary<number>;
  flip(): fc.Arbitrary<boolean>;
}
export const extremeDraw: Draw = {
  length: (_, limit) => fc.constant(limit),
  count: (_, most) => fc.constant(most),
  price: (_, most) => fc.constant(most),
  flip: () => fc.constant(true),
};
export const randomDraw: Draw = {
  length: (shipped, limit) => fc.integer({ min: Math.min(shipped, limit), max: limit }),
  count: (shipped, most) => fc.integer({ min: Math.min(1, shipped), max: Math.max(shipped, most) }),
  price: (_, most) => fc.integer({ min: 0, max: most * 100 }).map((cents) => cents / 100),
  flip: () => fc.boolean(),
};

/** How and where a value is drawn: the draw, the names of the groups it sits in, and a salt of its entry's own. */
export interface Place {
  draw: Draw;
  at: string[];
  salt: number;
}

/** A text of the drawn length, or, for a field with a shape of its own, the shipped value. */
function textOf(
  field: FieldShape,
  shipped: unknown,
  { limit, draw, salt }: { limit: number; draw: Draw; salt: number },
) {
  const shippedText = typeof shipped === 'string' ? shipped : '';
  return draw.length(shippedText.length, limit).map((length) => {
    // A page of text ends in a line break, which counts.
    const text = field.isBody
      ? prose(length - 1, { salt, paragraphs: true })
      : prose(length, { salt, paragraphs: false });
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

/**
 * A tick-list: every box ticked at the extreme (marks, allergens); one with a rule of its own
 * keeps the owner's ticks (the hours' days: each day in one line only).
 */
function tickedOf(field: FieldShape, shipped: unknown, draw: Draw): fc.Arbitrary<unknown> {
  if (field.ui?.validate) {
    return fc.constant(shipped);
  }
  return draw === extremeDraw ? fc.constant(optionValues(field)) : fc.subarray(optionValues(field));
}

/** A list of the drawn length, its entries made from the shipped ones (added ones a day apart). */
function listOf(field: FieldShape, shipped: unknown, { draw, at, salt }: Place): fc.Arbitrary<unknown> {
  const entries = Array.isArray(shipped) ? shipped : [];
  const most = field.type === 'object' ? (entriesOf[field.name] ?? manyEntries) : manyEntries;
  const entry = (index: number) => {
    const template = entries.length > 0 ? entries[index % entries.length] : undefined;
    const moved = index >= entries.length ? movedDays(template, index) : template;
    const entrySalt = salt * 31 + index;
    return field.type === 'object'
      ? objectOf(field.fields ?? [], moved, { draw, at: [...at, field.name], salt: entrySalt })
      : textOf(field, moved, { limit: textLimitOf(field) ?? 300, draw, salt: entrySalt });
  };
  return draw
    .count(entries.length, most)
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => entry(index))));
}

/** A field that holds one value: a group, a price, a switch or a text. */
function singleValueOf(
  field: FieldShape,
  shipped: unknown,
  { draw, at, salt }: Place,
): fc.Arbitrary<unknown> {
  if (field.type === 'object') {
    return objectOf(field.fields ?? [], shipped, { draw, at: [...at, field.name], salt });
  }
  if (field.type === 'number' && typeof shipped === 'number') {
    return draw.price(shipped, largestPrice(at)).map((price) => (accepts(field, price) ? price : shipped));
  }
  if (field.type === 'boolean' && typeof shipped === 'boolean') {
    // Every other entry switched the other way at the extreme: a "Not today" on half the menu.
    return draw.flip().map((flipped) => (flipped && salt % 2 === 1 ? !shipped : shipped));
  }
  const limit = textLimitOf(field);
  if (field.type === 'string' && !field.options && limit !== undefined) {
    return textOf(field, shipped, { limit, draw, salt });
  }
  return fc.constant(shipped);
}

/** The arbitrary of one field's value, given its shipped value and the entry it sits in. */
function valueOf(field: FieldShape, shipped: unknown, place: Place): fc.Arbitrary<unknown> {
  if (field.list && field.type === 'string' && field.options) {
    return tickedOf(field, shipped, place.draw);
  }
  // An optional group, list or price the shipped content leaves out stays out (an item with one
  // price gets no sizes, and a season only where there is one); an optional text is written.
  if (shipped === undefined && field.type !== 'string') {
    return fc.constant(undefined);
  }
  if (field.list) {
    return listOf(field, shipped, place);
  }
  return singleValueOf(field, shipped, place);
}

/** The arbitrary of a document or a group: each field drawn, the fields drawn empty left as shipped. */
export function objectOf(fields: readonly FieldShape[], shipped: unknown, { draw, at, salt }: Place) {
  const values = (typeof shipped === 'object' && shipped !== null ? shipped : {}) as Record<string, unknown>;
  const drawn = fields.map((field, index) =>
    valueOf(field, values[field.name], { draw, at, salt: salt * 17 + index }).map(
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
