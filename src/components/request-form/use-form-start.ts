import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { beforeStart } from '#src/forms/submit-before-start';
import { mountToastRegion } from '#src/components/toast-region/toast-region';

const noChanges = () => () => undefined;

/**
 * Whether the form's script has taken over the prerendered form (see
 * src/forms/submit-before-start.ts): false in the server render and in the
 * render that hydrates it, which must agree; true from the render after that
 * (and at once where there was no prerendered HTML to hydrate).
 *
 * On the way it takes in what was typed before (`keepShown`), and once it has
 * started it carries out a submit that the start-up script held, through the
 * browser's own checks as a press of the button would be. That waits for the
 * started render, in which the form's handlers hold the values taken in.
 */
export function useFormStart(
  formRef: RefObject<HTMLFormElement | null>,
  keepShown: (form: HTMLFormElement) => void,
): boolean {
  const started = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (formRef.current) {
      keepShown(formRef.current);
    }
  }, [formRef, keepShown]);

  useEffect(() => {
    const form = formRef.current;
    if (!started || !form) {
      return;
    }
    // Every answer to a send is a toast too: the region comes with the first form that starts.
    mountToastRegion();
    // Not rendered by React: the start-up script must see it the moment the form can send.
    form.setAttribute(beforeStart.started, '');
    if (form.hasAttribute(beforeStart.held)) {
      form.removeAttribute(beforeStart.held);
      form.requestSubmit();
    }
    return () => form.removeAttribute(beforeStart.started);
  }, [formRef, started]);

  return started;
}
