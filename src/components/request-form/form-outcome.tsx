import { beforeStart } from '../../forms/submit-before-start';
import styles from './form-outcome.module.scss';

export type Outcome = 'sent' | 'failed' | undefined;

interface FormOutcomeProps {
  outcome: Outcome;
  /** Whether the form's script has started (see use-form-start.ts). */
  started: boolean;
  texts: {
    successTitle: string;
    successMessage: string;
    errorTitle: string;
    errorMessage: string;
    heldNote: string;
  };
  tinaFields?: { success?: string; error?: string; heldNote?: string };
}

/**
 * What became of the last submit, in the form itself and for as long as the page
 * is open (a toast says it too, but goes away): a status region, there from the
 * start so that screen readers announce what appears in it (WCAG 4.1.3), and an
 * alert for an error. Until the form has started, the status region also holds
 * the note, hidden, that the start-up script shows when it holds a submit; the
 * form sends that submit as it starts, and the note goes.
 */
export function FormOutcome({ outcome, started, texts, tinaFields = {} }: FormOutcomeProps) {
  return (
    <>
      <div role="status" className={styles.region}>
        {!started && (
          <p
            className={styles.note}
            hidden
            {...{ [beforeStart.heldNote]: '' }}
            data-tina-field={tinaFields.heldNote}
            // The start-up script may have shown it before React took over the page.
            suppressHydrationWarning
          >
            {texts.heldNote}
          </p>
        )}
        {outcome === 'sent' && (
          <p className={styles.success} data-tina-field={tinaFields.success}>
            <strong className={styles.title}>{texts.successTitle}</strong> {texts.successMessage}
          </p>
        )}
      </div>
      {outcome === 'failed' && (
        <p role="alert" className={styles.failure} data-tina-field={tinaFields.error}>
          <strong className={styles.title}>{texts.errorTitle}</strong> {texts.errorMessage}
        </p>
      )}
    </>
  );
}
