/**
 * Content changes in words a reviewer reads at a glance:
 * `Office Fuel page › Breakfast Fuel › price: 10 → 12`.
 * List items are named by the label the editor shows for them (`ui.itemProps`).
 */
import type { FieldShape } from '#tina/schema/schema-kit';

const show = (value: unknown): string =>
  value === undefined ? '(empty)' : typeof value === 'number' ? String(value) : JSON.stringify(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function itemLabel(field: FieldShape, item: unknown, index: number): string {
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const label = field.ui?.itemProps?.(record).label;
  return label && label.trim() ? label : `${field.name}[${index}]`;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A document's change, or a group's within it: its fields, its values before and after, and its place. */
export interface Change {
  fields: readonly FieldShape[];
  before: unknown;
  after: unknown;
  /** The names that lead to it: the document's, then each group's or list item's. */
  trail: readonly string[];
}

/** One field's or one list item's change: its values before and after, and its place. */
type ValueChange = Omit<Change, 'fields'>;

const line = (path: readonly string[], text: string) => `${path.join(' › ')}: ${text}`;

/** A list of groups, item by item: added, removed, or changed within (named by its label). */
function listChanges(
  field: FieldShape,
  { before, after, trail }: ValueChange & { before: unknown[]; after: unknown[] },
) {
  const here = [...trail, field.name];
  return Array.from({ length: Math.max(before.length, after.length) }, (_, index) => {
    if (index >= before.length) {
      return [line(here, `added ${show(itemLabel(field, after[index], index))}`)];
    }
    if (index >= after.length) {
      return [line(here, `removed ${show(itemLabel(field, before[index], index))}`)];
    }
    return describeChanges({
      fields: field.fields ?? [],
      before: before[index],
      after: after[index],
      trail: [...trail, itemLabel(field, after[index], index)],
    });
  }).flat();
}

/** Whether the field is a group of fields: one, or with `list` a list of them. */
const isGroup = (field: FieldShape) => field.type === 'object' && Boolean(field.fields);

/** What changed in one field whose value changed: within a group or a list of groups, or the value. */
function fieldChanges(field: FieldShape, { before, after, trail }: ValueChange): string[] {
  const here = [...trail, field.name];
  if (isGroup(field) && field.list && Array.isArray(before) && Array.isArray(after)) {
    return listChanges(field, { before, after, trail });
  }
  if (isGroup(field) && !field.list && before !== undefined && after !== undefined) {
    return describeChanges({ fields: field.fields ?? [], before, after, trail: here });
  }
  return [line(here, `${show(before)} → ${show(after)}`)];
}

export function describeChanges({ fields, before, after, trail }: Change): string[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const known = new Set(fields.map((field) => field.name));
  const unknownKeys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => !known.has(key),
  );
  const ofFields = fields
    .filter((field) => !same(old[field.name], now[field.name]))
    .flatMap((field) => fieldChanges(field, { before: old[field.name], after: now[field.name], trail }));
  const ofUnknownKeys = unknownKeys
    .filter((key) => !same(old[key], now[key]))
    .map((key) => line([...trail, key], `${show(old[key])} → ${show(now[key])}`));
  return [...ofFields, ...ofUnknownKeys];
}
