/**
 * How a prerendered form and the page's inline start-up script
 * (scripts/start-after-paint.ts) share the time before the form's own script runs.
 *
 * The form is rendered with its submit button disabled, so that without
 * JavaScript nothing can submit it: the browser's implicit submission (Enter in
 * a field) is blocked too while the default button is disabled (HTML,
 * "implicit submission"). With JavaScript, the start-up script enables the
 * buttons at once and catches a submit pressed before the form's script has
 * started: it keeps the form from submitting, marks it and shows its note.
 * When the form starts it carries out the marked submit. If a script of the
 * page fails to load, the form will not start: a held submit's note gives way
 * to one that says so and how else to reach the bar.
 *
 * Plain data with no imports: the start-up script is written from it at build time.
 */
export const beforeStart = {
  /** On the `<form>`: the start-up script looks after it until the form's script starts. */
  form: 'data-before-start',
  /** On the `<form>`, set by its script when it has started: the start-up script lets it be. */
  started: 'data-form-started',
  /** On the `<form>`, set by the start-up script: a submit was pressed before the form started. */
  held: 'data-submit-held',
  /** On the form's submit button, which the start-up script enables. */
  button: 'data-enable-before-start',
  /** On the hidden note the start-up script shows when it holds a submit. */
  heldNote: 'data-held-note',
  /** On the hidden note it shows instead once a script of the page has failed to load. */
  failedNote: 'data-failed-note',
} as const;
