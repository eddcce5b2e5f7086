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

export function describeChanges(
  fields: readonly FieldShape[],
  before: unknown,
  after: unknown,
  trail: readonly string[],
): string[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const known = new Set(fields.map((field) => field.name));
  const unknownKeys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => !known.has(key),
  );
  const lines: string[] = [];
  const line = (path: readonly string[], text: string) => lines.push(`${path.join(' › ')}: ${text}`);

  for (const field of fields) {
    const a = old[field.name];
    const b = now[field.name];
    if (same(a, b)) {
      continue;
    }
    const here = [...trail, field.name];
    if (field.type === 'object' && field.fields && field.list && Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
        if (index >= a.length) {
          line(here, `added ${show(itemLabel(field, b[index], index))}`);
        } else if (index >= b.length) {
          line(here, `removed ${show(itemLabel(field, a[index], index))}`);
        } else {
          const label = itemLabel(field, b[index], index);
          lines.push(...describeChanges(field.fields, a[index], b[index], [...trail, label]));
        }
      }
    } else if (field.type === 'object' && field.fields && !field.list && a !== undefined && b !== undefined) {
      lines.push(...describeChanges(field.fields, a, b, here));
    } else {
      line(here, `${show(a)} → ${show(b)}`);
    }
  }
  for (const key of unknownKeys) {
    if (!same(old[key], now[key])) {
      line([...trail, key], `${show(old[key])} → ${show(now[key])}`);
    }
  }
  return lines;
}
