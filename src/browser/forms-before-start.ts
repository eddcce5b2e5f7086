import { beforeStart } from '#src/forms/submit-before-start';

/**
 * Looks after the prerendered forms until their island has started (src/forms/submit-before-start.ts):
 * enables their buttons (JavaScript is here), and holds a submit pressed before then (in the
 * capture phase, so before anything else sees it) instead of letting the browser send it
 * anywhere. A held submit starts the form's island at once, which then sends it; if the
 * island's code cannot be loaded, the form says so and how else to reach the bar.
 */
export function holdSubmitsUntilStarted(startIsland: (form: HTMLFormElement) => Promise<void>): void {
  // Shows one of the form's two notes, and hides the other: the submit is held, or it cannot be sent.
  const showNote = (form: HTMLFormElement, note: 'held' | 'failed') => {
    const held = form.querySelector<HTMLElement>(`[${beforeStart.heldNote}]`);
    const lost = form.querySelector<HTMLElement>(`[${beforeStart.failedNote}]`);
    if (held) {
      held.hidden = note !== 'held';
    }
    if (lost) {
      lost.hidden = note !== 'failed';
    }
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    `form[${beforeStart.form}] [${beforeStart.button}]`,
  )) {
    button.disabled = false;
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(beforeStart.form)) {
        return;
      }
      if (form.hasAttribute(beforeStart.started)) {
        return;
      }
      event.preventDefault();
      form.setAttribute(beforeStart.held, '');
      showNote(form, 'held');
      startIsland(form).catch(() => showNote(form, 'failed'));
    },
    { capture: true },
  );
}
