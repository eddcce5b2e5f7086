/**
 * A document's "when last saved" field, filled in by the editor at the owner's Save (Tina's
 * collection `ui.beforeSubmit`): the menu says "Menu checked on <day>" without the owner ever
 * typing a date, and the date cannot be forgotten. Stored as an instant (ISO 8601, UTC); the
 * site writes it as the bar's day.
 */
type BeforeSubmit = (form: { readonly values: Record<string, unknown> }) => Promise<Record<string, unknown>>;

const fieldStampedBy = new WeakMap<BeforeSubmit, string>();

export function stampSaveTime(field: string): BeforeSubmit {
  const stamp: BeforeSubmit = async ({ values }) => ({ ...values, [field]: new Date().toISOString() });
  fieldStampedBy.set(stamp, field);
  return stamp;
}

/**
 * The fields the editor stamps at each save of the collection's documents: what a save's digest
 * leaves out (model/content-digest.ts), since the owner never wrote them.
 */
export function stampedFieldsOf(collection: { readonly ui?: { readonly beforeSubmit?: unknown } }): string[] {
  const field = fieldStampedBy.get(collection.ui?.beforeSubmit as BeforeSubmit);
  return field ? [field] : [];
}
