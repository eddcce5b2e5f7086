import type { FieldShape } from '#tina/schema/schema-kit';

/**
 * The most characters a free-text field may hold unless it sets its own limit: the
 * layout has room for a few lines, and the check names a pasted page of text long
 * before it could swell the page's script past webpack's size budget. The stored
 * content uses at most half of each (scripts/content/content-rules.test.ts).
 */
export const textLimits = { line: 300, paragraph: 1500, body: 30_000 } as const;

/** A field's own length rule; it carries its limit so the general one steps aside. */
export type LengthRule = ((value: string) => string | undefined) & { readonly limit: number };

/** The limit a field sets itself with `maxLength`, if any. */
export const ownLimitOf = (field: FieldShape): number | undefined => {
  const validate: unknown = field.ui?.validate;
  return typeof validate === 'function' && 'limit' in validate && typeof validate.limit === 'number'
    ? validate.limit
    : undefined;
};

/**
 * The general limit of a free-text field, or none: not free text (options, pictures,
 * numbers), or the field sets its own limit with `maxLength`.
 */
export function generalTextLimitOf(field: FieldShape): number | undefined {
  if (field.type !== 'string' || field.options || ownLimitOf(field) !== undefined) {
    return undefined;
  }
  if (field.isBody) {
    return textLimits.body;
  }
  return field.ui?.component === 'textarea' ? textLimits.paragraph : textLimits.line;
}

const thousands = (count: number) => count.toLocaleString('en-US');

/** Refuses a text longer than `limit` characters, saying how much to cut. */
export function checkLength(value: string, limit: number): string | undefined {
  return value.length <= limit
    ? undefined
    : `At most ${thousands(limit)} characters fit here; this text has ${thousands(value.length)}. Shorten it by ${thousands(value.length - limit)}.`;
}

/** A field's own rule for at most `limit` characters (its description should say so). */
export const maxLength = (limit: number): LengthRule =>
  Object.assign((value: string) => checkLength(value, limit), { limit });

/** The line for a field's description, so the owner sees the limit in the editor. */
export const lengthHint = (limit: number, list = false) =>
  `At most ${thousands(limit)} characters${list ? ' a line' : ''}.`;
