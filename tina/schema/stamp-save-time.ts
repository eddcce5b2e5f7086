/**
 * A document's "when last saved" field, filled in by the editor at the owner's Save (Tina's
 * collection `ui.beforeSubmit`): the menu says "Menu checked on <day>" without the owner ever
 * typing a date, and the date cannot be forgotten. Stored as an instant (ISO 8601, UTC); the
 * site writes it as the bar's day.
 */
export function stampSaveTime(field: string) {
  return async ({ values }: { readonly values: Record<string, unknown> }) => ({
    ...values,
    [field]: new Date().toISOString(),
  });
}
