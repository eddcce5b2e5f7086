/**
 * In the editor, every refusal says which field it is about: "Price in dollars of
 * Breakfast Fuel: write the price as a number, e.g. 10." rather than a bare
 * "Required" beside a field that may be out of view. The form's summary of
 * refusals (tina/editor/refusal-summary.tsx) shows the same words.
 */
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';

type Values = Record<string, unknown>;
/** What Tina passes a field's rule after its value: the form's values, the field's state and the field. */
type RuleContext = [values: Values, meta?: { name?: string }, field?: unknown];
type EditorRule = (value: unknown, ...context: RuleContext) => unknown;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function requiredMessage(field: FieldShape): string {
  if (field.type === 'image') {
    return 'choose a picture: this field is required.';
  }
  if (field.options) {
    return 'choose one: this field is required.';
  }
  if (field.list) {
    return 'add at least one line: this field is required.';
  }
  return 'write something here: this field is required.';
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const isListOfGroups = (field: FieldShape) => field.list === true && field.type === 'object';

/** A list item's name: its own label, or the list's with its number. */
function itemName(field: FieldShape, item: unknown, index: number): string {
  const label = field.ui?.itemProps?.((item as Values | undefined) ?? {}).label;
  return label ?? `${field.label ?? field.name} ${index + 1}`;
}

/** The names along `steps` (`['tiers', '1', 'price']`) from `fields` in, innermost first. */
function namesAlong(fields: readonly FieldShape[], steps: readonly string[], value: unknown): string[] {
  const field = fields.find((candidate) => candidate.name === steps[0]);
  if (!field) {
    return [];
  }
  const inner = (value as Values | undefined)?.[field.name];
  const index = Number(steps[1]);
  if (isListOfGroups(field) && Number.isInteger(index)) {
    const item = (inner as unknown[] | undefined)?.[index];
    return [...namesAlong(field.fields ?? [], steps.slice(2), item), itemName(field, item, index)];
  }
  return [...namesAlong(field.fields ?? [], steps.slice(1), inner), field.label ?? field.name];
}

/**
 * The owner's name for the field at `name` (`tiers.1.price`): its label, then what holds
 * it, innermost first, a list item by its own label: "Price in dollars of Breakfast Fuel".
 */
export function placeOf(fields: readonly FieldShape[], name: string, values: Values): string {
  return namesAlong(fields, name.split('.'), values).join(' of ');
}

function withNamedRule(collectionFields: readonly FieldShape[], field: FieldShape): FieldShape {
  const fields = field.fields?.map((inner) => withNamedRule(collectionFields, inner));
  const own = field.ui?.validate as EditorRule | undefined;
  // A group of fields is always there; its own fields say what is missing in it.
  const checksRequired = field.required && !(field.type === 'object' && !field.list);
  if (!own && !checksRequired) {
    return fields ? { ...field, fields } : field;
  }
  // Tina's arguments pass through to the field's own rule as they came.
  const validate: EditorRule = (value, ...context) => {
    const [values, meta] = context;
    const refusal =
      own?.(value, ...context) ?? (checksRequired && isEmpty(value) ? requiredMessage(field) : undefined);
    if (typeof refusal !== 'string' || !refusal) {
      return undefined;
    }
    return `${placeOf(collectionFields, meta?.name ?? field.name, values)}: ${lowerFirst(refusal)}`;
  };
  return {
    ...field,
    ...(fields ? { fields } : {}),
    // Tina calls it with the form's values and the field's state; the shape types a rule by its value alone.
    ui: { ...field.ui, validate: validate as unknown as (value: never) => string | undefined },
  };
}

/** The collection as the editor gets it: each refusal starts with the name of its field. */
export function withNamedRefusals(collection: CollectionShape): CollectionShape {
  return { ...collection, fields: collection.fields.map((field) => withNamedRule(collection.fields, field)) };
}
