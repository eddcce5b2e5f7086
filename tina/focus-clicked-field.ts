/**
 * In the editor: when the owner clicks an element of the preview, put the cursor in its field.
 *
 * Tina opens the clicked field's part of the form and asks that field to focus itself, but
 * only some field types do (a number field never does), and only when the field becomes the
 * active one, so a second click on the same text leaves the cursor where it was. The preview
 * says which field was clicked (`field:selected`, with the value of `tinaField()`), so this
 * waits for that field to be on screen and focuses its input, or the first control of its
 * field (a picture's button) when the input has no name.
 */
// Up to 5 s: opening another document's form (the site name on a page) can take seconds on a slow machine.
const attemptsWhileTheFormRenders = 200;
const msBetweenAttempts = 25;
const msToSettle = 150;

/** `<query id>---business.hours.0.opens` → `hours.0.opens`: the field's name in the document's form. */
export function formFieldName(tinaField: string): string {
  const [, path = ''] = tinaField.split('---');
  return path.split('.').slice(1).join('.');
}

function fieldControl(name: string): HTMLElement | null {
  const quoted = CSS.escape(name);
  const named = document.querySelector<HTMLElement>(`[name="${quoted}"]:not([type="hidden"])`);
  if (named) return named;
  const label = document.querySelector(`label[for="${quoted}"]`);
  return (
    label?.parentElement?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, button',
    ) ?? null
  );
}

/** Nothing of the form has the focus (the side panel may redraw the field just after it got it). */
const focusIsLost = () =>
  document.activeElement === null ||
  document.activeElement === document.body ||
  document.activeElement.tagName === 'IFRAME';

function focusWhenShown(name: string, attemptsLeft: number): void {
  const control = fieldControl(name);
  if (control) {
    if (document.activeElement !== control) control.focus();
    // Look again shortly: if the redraw took the cursor away, and the owner has not moved it, put it back.
    setTimeout(() => {
      if (focusIsLost()) fieldControl(name)?.focus();
    }, msToSettle);
    return;
  }
  if (attemptsLeft > 0) setTimeout(() => focusWhenShown(name, attemptsLeft - 1), msBetweenAttempts);
}

/** Puts the cursor in the form's field `name` as soon as the side panel shows it. */
export function focusField(name: string): void {
  setTimeout(() => focusWhenShown(name, attemptsWhileTheFormRenders), msBetweenAttempts);
}

interface FieldSelected {
  type: 'field:selected';
  fieldName: string;
}

const isFieldSelected = (data: unknown): data is FieldSelected =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'field:selected' &&
  typeof (data as { fieldName?: unknown }).fieldName === 'string';

/** Starts listening; for `cmsCallback` in tina/config.ts (returns the editor's CMS object unchanged). */
export function focusClickedFields<CMS>(cms: CMS): CMS {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only the preview, which the editor loads from its own origin, may move the cursor.
    if (event.origin !== window.location.origin || !isFieldSelected(event.data)) return;
    const name = formFieldName(event.data.fieldName);
    // Tina handles the same message to open the field's part of the form; focus once it is drawn.
    if (name) focusField(name);
  });
  return cms;
}
