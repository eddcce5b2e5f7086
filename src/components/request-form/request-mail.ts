import type { FormFieldDefinition } from '#model/form-fields';
import type { FieldValue, FormValues } from './form-rules';

/** A request to write into an email: the bar's address, the subject, and the form's fields and words. */
export interface RequestMail {
  /** The bar's `mailto:` link. */
  mailto: string;
  subject: string;
  definitions: readonly FormFieldDefinition[];
  values: FormValues;
  /** A field's label, by its name. */
  labelOf: (key: string) => string;
  /** An option's text, by its value. */
  optionTextOf: (value: string) => string;
}

/** A field's value as the email writes it: ticked options and a chosen option by their texts. */
function shownValue(
  definition: FormFieldDefinition,
  value: FieldValue | undefined,
  optionTextOf: (value: string) => string,
): string {
  if (Array.isArray(value)) {
    return (value as readonly string[]).map(optionTextOf).join(', ');
  }
  const text = String(value ?? '');
  return definition.options ? optionTextOf(text) : text;
}

/**
 * The bar's `mailto:` link with the request written into the email, the last resort
 * when a form cannot send: one line per field that has a value, as "Label: value",
 * options by their texts (RFC 6068: the subject and body percent-encoded, CRLF lines).
 */
export function requestMailHref({
  mailto,
  subject,
  definitions,
  values,
  labelOf,
  optionTextOf,
}: RequestMail): string {
  const lines = definitions.flatMap((definition) => {
    const value = values[definition.name];
    const shown = shownValue(definition, value, optionTextOf);
    return value === '' || shown === '' ? [] : [`${labelOf(definition.name)}: ${shown}`];
  });
  const base = mailto.split('?')[0] ?? mailto;
  return `${base}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}
