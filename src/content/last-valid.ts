/**
 * What the editor's preview shows while the owner types: the live values, except
 * where a value is refused by the content rules (the same ones the editor and the
 * build apply, tina/schema/validate-document.ts); there the preview keeps the last value
 * that was accepted, so a refused price (-3) or a sixth slide never reaches the page.
 */
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';
import { validateDocument } from '#tina/schema/validate-document';

type Path = readonly (string | number)[];
type Tree = Record<string, unknown> | unknown[];

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `tiers[1].price` → `['tiers', 1, 'price']`. */
export function pathOf(problemPath: string): Path {
  return [...problemPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index === undefined ? (name ?? '') : Number(index),
  );
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) => (isTree(current) ? (current as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** A copy of `value` with `replacement` at `path`; what is not on the path is shared, not copied. */
function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) {
    return replacement;
  }
  if (!isTree(value)) {
    return value;
  }
  const copy: Tree = Array.isArray(value) ? [...value] : { ...value };
  const child = withValueAt((copy as Record<string, unknown>)[key], rest, replacement);
  if (child === undefined && !Array.isArray(copy)) {
    delete (copy as Record<string, unknown>)[key];
  } else {
    (copy as Record<string, unknown>)[key] = child;
  }
  return copy;
}

/**
 * Only the schema's fields: the editor adds its own marks to every object (where it sits in
 * the document), which the rules would take for unknown fields.
 */
function schemaValues(fields: readonly FieldShape[], value: unknown): unknown {
  if (!isTree(value) || Array.isArray(value)) {
    return value;
  }
  return Object.fromEntries(
    fields
      .filter((field) => field.name in value)
      .map((field) => {
        const child = (value as Record<string, unknown>)[field.name];
        if (field.type !== 'object' || !field.fields) {
          return [field.name, child];
        }
        const inner = field.fields;
        return [
          field.name,
          Array.isArray(child) ? child.map((item) => schemaValues(inner, item)) : schemaValues(inner, child),
        ];
      }),
  );
}

/**
 * `live` with every refused value replaced by the one in `lastValid` at the same place
 * (a value the last accepted version did not have is left out).
 */
export function keepLastValid<T>(collection: Pick<CollectionShape, 'fields'>, live: T, lastValid: T): T {
  const problems = validateDocument(collection, schemaValues(collection.fields, live));
  let shown: unknown = live;
  for (const problem of problems) {
    let path = pathOf(problem.path);
    // Where the last accepted version has nothing to take from (a new list item), the item's list is taken back whole.
    while (path.length > 1 && !isTree(valueAt(lastValid, path.slice(0, -1)))) {
      path = path.slice(0, -1);
    }
    shown = withValueAt(shown, path, valueAt(lastValid, path));
  }
  return shown as T;
}
