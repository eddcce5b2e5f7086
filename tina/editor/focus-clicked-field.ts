/**
 * In the editor: when the owner clicks an element of the preview, put the cursor in its field,
 * for every field type and every click (decision 009): on the preview's `field:selected`, once
 * the field is on screen, its input, or the first control of its field (a picture's button)
 * when the input has no name.
 *
 * Tina also drops a click on a document whose data it has not loaded yet (right after the
 * editor opens, a slow machine can take seconds over the site-wide documents): the owner
 * clicks the site's name and nothing happens. Such a click is held until the document is
 * loaded, then opens its field as Tina opens any other.
 */
import { narrowScreen } from './narrow-screen';

// Up to 5 s: opening another document's form (the site name on a page) can take seconds on a slow machine.
const attemptsWhileTheFormRenders = 200;
const msBetweenAttempts = 25;
const msToSettle = 150;

function fieldControl(name: string): HTMLElement | null {
  const quoted = CSS.escape(name);
  const named = document.querySelector<HTMLElement>(`[name="${quoted}"]:not([type="hidden"])`);
  if (named) {
    return named;
  }
  const label = document.querySelector(`label[for="${quoted}"]`);
  return (
    label?.parentElement?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, button',
    ) ?? null
  );
}

/** Nothing of the form has the focus (the side panel may redraw the field just after it got it). */
const focusIsLost = () => document.activeElement?.matches('body, iframe') ?? true;

function focusWhenShown(name: string, attemptsLeft: number): void {
  const control = fieldControl(name);
  if (control) {
    if (document.activeElement !== control) {
      control.focus();
    }
    // In a phone's short editing sheet, with what follows it (a switch's help, a picture's button) in view.
    if (window.matchMedia?.(narrowScreen).matches) {
      control.scrollIntoView({ block: 'center' });
    }
    // Look again shortly: if the redraw took the cursor away, and the owner has not moved it, put it back.
    setTimeout(() => {
      if (focusIsLost()) {
        fieldControl(name)?.focus();
      }
    }, msToSettle);
    return;
  }
  if (attemptsLeft > 0) {
    setTimeout(() => focusWhenShown(name, attemptsLeft - 1), msBetweenAttempts);
  }
}

/** Puts the cursor in the form's field `name` as soon as the side panel shows it. */
export function focusField(name: string): void {
  setTimeout(() => focusWhenShown(name, attemptsWhileTheFormRenders), msBetweenAttempts);
}

/**
 * What the owner clicked in the preview, from its `field:selected` message:
 * `<query id>---business.hours.0.opens` → the preview's query that showed the element, and its
 * path. Only the preview, which the editor loads from its own origin, is heard.
 */
export function selectedField(event: MessageEvent<unknown>): { queryId: string; path: string } | undefined {
  const data = event.data as { type?: unknown; fieldName?: unknown } | null | undefined;
  if (event.origin !== window.location.origin || data?.type !== 'field:selected') {
    return undefined;
  }
  if (typeof data.fieldName !== 'string') {
    return undefined;
  }
  const [queryId = '', path = ''] = data.fieldName.split('---');
  return { queryId, path };
}

/** What this file uses of Tina's CMS object: the forms it shows (each with the preview queries it answers) and its actions. */
export interface EditorCms {
  state: { forms: readonly { tinaForm: { id: string; queries: readonly string[] } }[] };
  dispatch(action: { type: string; value: unknown }): void;
}

// A held click waits as long for its document as the cursor waits for its field.
const msBetweenLoadChecks = 100;
const loadChecks = 50;

/** The click held until its document has loaded; a newer click replaces it. */
let heldClick: ReturnType<typeof setTimeout> | undefined;

const formAnswering = (cms: EditorCms, queryId: string) =>
  cms.state.forms.find(({ tinaForm }) => tinaForm.queries.includes(queryId))?.tinaForm;

/** What the owner clicked: the preview's query that showed the element, and its field in the form. */
interface ClickedField {
  readonly queryId: string;
  readonly name: string;
}

/** Opens the field once Tina has the form of the query's document, as Tina does with a click it heard. */
function openWhenLoaded(cms: EditorCms, click: ClickedField, checksLeft: number): void {
  const form = formAnswering(cms, click.queryId);
  if (form) {
    // What @tinacms/app does on `field:selected` for a loaded document (src/lib/graphql-reducer.ts).
    cms.dispatch({ type: 'forms:set-active-field-name', value: { formId: form.id, fieldName: click.name } });
    cms.dispatch({ type: 'sidebar:set-display-state', value: 'openOrFull' });
    focusField(click.name);
  } else if (checksLeft > 0) {
    heldClick = setTimeout(() => openWhenLoaded(cms, click, checksLeft - 1), msBetweenLoadChecks);
  }
}

/** Starts listening; for `cmsCallback` in tina/config.ts (returns the editor's CMS object unchanged). */
export function focusClickedFields<CMS extends EditorCms>(cms: CMS): CMS {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const selected = selectedField(event);
    if (!selected) {
      return;
    }
    // `business.hours.0.opens` is `hours.0.opens` in the document's form.
    const name = selected.path.split('.').slice(1).join('.');
    clearTimeout(heldClick);
    if (!name) {
      return;
    }
    // Tina handles the same message to open the field's part of the form; focus once it is drawn.
    if (formAnswering(cms, selected.queryId)) {
      focusField(name);
    } else {
      openWhenLoaded(cms, { queryId: selected.queryId, name }, loadChecks);
    }
  });
  return cms;
}
