/**
 * How a prerendered form and the page's script (src/browser/forms-before-start.ts) share the
 * time before the form's island starts. The form is rendered with its submit button disabled,
 * so that without JavaScript nothing can submit it: the browser's implicit submission (Enter
 * in a field) is blocked too while the default button is disabled (HTML, "implicit
 * submission"). The page's script enables the buttons and holds a submit pressed before then.
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
