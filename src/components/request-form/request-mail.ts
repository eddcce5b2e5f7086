import type { FormFieldDefinition } from '#model/form-fields';
import type { FormValues } from './form-rules';

/**
 * The bar's `mailto:` link with the request written into the email, the last resort
 * when a form cannot send: one line per field that has a value, as "Label: value",
 * options by their texts (RFC 6068: the subject and body percent-encoded, CRLF lines).
 */
export function requestMailHref(
  mailto: string,
  subject: string,
  definitions: readonly FormFieldDefinition[],
  values: FormValues,
  textOf: (key: string) => string,
  optionTextOf: (value: string) => string,
): string {
  const lines = definitions.flatMap((definition) => {
    const value = values[definition.name];
    const shown = Array.isArray(value)
      ? (value as readonly string[]).map(optionTextOf).join(', ')
      : definition.options
        ? optionTextOf(String(value ?? ''))
        : String(value ?? '');
    return value === '' || shown === '' ? [] : [`${textOf(definition.name)}: ${shown}`];
  });
  const base = mailto.split('?')[0] ?? mailto;
  return `${base}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}
