import { array, number, object, string, type AnySchema, type ObjectSchema } from 'yup';
import type { FormFieldDefinition } from '#model/form-fields';

/** A field's value as Formik holds it: text, a number (or '' while empty), or the ticked options. */
export type FieldValue = string | number | readonly string[];
export type FormValues = Record<string, FieldValue>;

export function initialValuesOf(definitions: readonly FormFieldDefinition[]): FormValues {
  return Object.fromEntries(
    definitions.map((definition) => [definition.name, definition.kind === 'checkboxes' ? [] : '']),
  );
}

/**
 * The values the form's fields show, as Formik would hold them (numbers as
 * numbers, ticked options as a list). Used once, when the page's script starts:
 * what a visitor typed into the prerendered form before that is on screen but
 * not yet in Formik's values, and React would wipe it at the next render.
 */
export function valuesShownIn(
  form: HTMLFormElement,
  definitions: readonly FormFieldDefinition[],
): FormValues {
  const shown = new FormData(form);
  return Object.fromEntries(
    definitions.map((definition): [string, FieldValue] => {
      const { name, kind } = definition;
      if (kind === 'checkboxes') {
        return [name, shown.getAll(name).map(String)];
      }
      const text = String(shown.get(name) ?? '');
      // Formik's own reading of a number field: a number, or '' while it is not one.
      if (kind !== 'number') {
        return [name, text];
      }
      const number = parseFloat(text);
      return [name, Number.isNaN(number) ? '' : number];
    }),
  );
}

function ruleOf(definition: FormFieldDefinition, label: string): AnySchema {
  // The same rules the browser applies from the native attributes (site-spec §5):
  // required, and a valid address for email. Nothing stricter, no custom messages.
  switch (definition.kind) {
    case 'checkboxes':
      return array(string().defined()).label(label);
    case 'number': {
      const rule = number()
        .label(label)
        .transform((value: number, original: unknown) => (original === '' ? undefined : value));
      return definition.required ? rule.required() : rule.optional();
    }
    default: {
      const rule = definition.kind === 'email' ? string().email().label(label) : string().label(label);
      return definition.required ? rule.required() : rule.optional();
    }
  }
}

/** The Yup rules of a form, built from its field definitions; messages name the field by its label. */
export function validationSchemaOf(
  definitions: readonly FormFieldDefinition[],
  labelOf: (name: string) => string,
): ObjectSchema<FormValues> {
  return object(
    Object.fromEntries(
      definitions.map((definition) => [definition.name, ruleOf(definition, labelOf(definition.name))]),
    ),
  ) as unknown as ObjectSchema<FormValues>;
}
