/** The refusals of a form, from final-form's errors, for the summary above the form. */
export interface Refusal {
  /** The form's name of the field, e.g. `tiers.1.price`. */
  field: string;
  message: string;
}

/** final-form keeps a list's own refusal under this key of the list's errors. */
const listError = 'FINAL_FORM/array-error';

/** Final-form's errors (nested like the values) as one list, in the order of the form. */
export function refusalsIn(errors: unknown, path = ''): Refusal[] {
  if (typeof errors === 'string') {
    return errors ? [{ field: path, message: errors }] : [];
  }
  if (typeof errors !== 'object' || errors === null) {
    return [];
  }
  const own = (errors as Record<string, unknown>)[listError];
  const inner = Object.entries(errors)
    .filter(([key]) => key !== listError)
    .flatMap(([key, child]) => refusalsIn(child, path ? `${path}.${key}` : key));
  return [...refusalsIn(own, path), ...inner];
}
