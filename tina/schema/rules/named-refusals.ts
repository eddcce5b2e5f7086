/**
 * In the editor, every refusal says which field it is about: "Price in dollars of
 * Breakfast Fuel: write the price as a number, e.g. 10." rather than a bare
 * "Required" beside a field that may be out of view. The form's summary of
 * refusals (tina/editor/refusal-summary.tsx) shows the same words.
 */
import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';

type Values = Record<string, unknown>;
type EditorRule = (value: unknown, values: Values, meta?: { name?: string }, field?: unknown) => unknown;

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

/**
 * The owner's name for the field at `name` (`tiers.1.price`): its label, then what holds
 * it, innermost first, a list item by its own label: "Price in dollars of Breakfast Fuel".
 */
export function placeOf(fields: readonly FieldShape[], name: string, values: Values): string {
  const names: string[] = [];
  let within: readonly FieldShape[] = fields;
  let value: unknown = values;
  const steps = name.split('.');
  for (let step = 0; step < steps.length; step += 1) {
    const field = within.find((candidate) => candidate.name === steps[step]);
    if (!field) {
      break;
    }
    value = (value as Values | undefined)?.[field.name];
    const index = Number(steps[step + 1]);
    if (field.list && field.type === 'object' && Number.isInteger(index)) {
      step += 1;
      value = (value as unknown[] | undefined)?.[index];
      const itemLabel = field.ui?.itemProps?.((value as Values | undefined) ?? {}).label;
      names.unshift(itemLabel ?? `${field.label ?? field.name} ${index + 1}`);
    } else {
      names.unshift(field.label ?? field.name);
    }
    within = field.fields ?? [];
  }
  return names.join(' of ');
}

function withNamedRule(collectionFields: readonly FieldShape[], field: FieldShape): FieldShape {
  const fields = field.fields?.map((inner) => withNamedRule(collectionFields, inner));
  const own = field.ui?.validate as EditorRule | undefined;
  // A group of fields is always there; its own fields say what is missing in it.
  const checksRequired = field.required && !(field.type === 'object' && !field.list);
  if (!own && !checksRequired) {
    return fields ? { ...field, fields } : field;
  }
  const validate: EditorRule = (value, values, meta, tinaField) => {
    const refusal =
      own?.(value, values, meta, tinaField) ??
      (checksRequired && isEmpty(value) ? requiredMessage(field) : undefined);
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
