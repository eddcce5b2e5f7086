import type { ReactNode } from 'react';
import styles from './form-messages.module.scss';

export type Outcome = 'sent' | 'failed' | undefined;

interface FormOutcomeProps {
  outcome: Outcome;
  texts: { successTitle: string; successMessage: string; errorTitle: string; errorMessage: string };
  tinaFields?: { success?: string; error?: string };
  /** Notes that belong in the status region too (the ones shown before the form has started). */
  children?: ReactNode;
  /** After the error message: how else to reach the bar (only when requests are delivered). */
  fallback?: ReactNode;
}

/**
 * What became of the last submit, in the form itself and for as long as the page
 * is open (a toast says it too, but goes away): a status region, there from the
 * start so that screen readers announce what appears in it (WCAG 4.1.3), and an
 * alert for an error. These are the only words a screen reader hears about the
 * submit: the toast repeats them for the eye only (toast-region.tsx), so they are
 * announced once, not twice.
 */
export function FormOutcome({ outcome, texts, tinaFields = {}, children, fallback }: FormOutcomeProps) {
  return (
    <>
      <div role="status" className={styles.region}>
        {children}
        {outcome === 'sent' && (
          <p className={styles.success} data-tina-field={tinaFields.success}>
            <strong className={styles.title}>{texts.successTitle}</strong> {texts.successMessage}
          </p>
        )}
      </div>
      {outcome === 'failed' &&
        (fallback ? (
          <div role="alert" className={styles.failure}>
            <p className={styles.noteText} data-tina-field={tinaFields.error}>
              <strong className={styles.title}>{texts.errorTitle}</strong> {texts.errorMessage}
            </p>
            {fallback}
          </div>
        ) : (
          <p role="alert" className={styles.failure} data-tina-field={tinaFields.error}>
            <strong className={styles.title}>{texts.errorTitle}</strong> {texts.errorMessage}
          </p>
        ))}
    </>
  );
}
