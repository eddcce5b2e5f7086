import { BeforeStartNotes } from './before-start-notes';
import { ContactLinks, type ContactLink } from './contact-links';
import styles from './form-messages.module.scss';
import { FormOutcome, type Outcome } from './form-outcome';
import { NoScriptNote } from './no-script-note';

/** What every form says before it can send: the site's words, and how else to reach the bar. */
export interface BeforeStartTexts {
  /** The words, as the site's content holds them (also passed to `tinaField`). */
  notes: { noScriptNote: string; heldNote: string; failedNote: string; sendFailedNote: string };
  email: ContactLink;
  phone: ContactLink;
}

interface FormMessagesProps {
  outcome: Outcome;
  /** Whether the form's script has started (see use-form-start.ts). */
  started: boolean;
  texts: { successTitle: string; successMessage: string; errorTitle: string; errorMessage: string };
  beforeStartTexts: BeforeStartTexts;
  tinaField?: (object: object, field: string) => string | undefined;
  /**
   * Set when requests are delivered: the form then sends without JavaScript too (no
   * note that it cannot), and after a failed send offers this `mailto:` link, which
   * holds the request, with the phone number.
   */
  failedMailHref?: string;
  delivers?: boolean;
}

/**
 * Everything a form says about sending, under its button: without JavaScript,
 * that it cannot send; before its script has started, the notes the start-up
 * script may show; then what became of the last submit.
 */
export function FormMessages({
  outcome,
  started,
  texts,
  beforeStartTexts,
  tinaField,
  failedMailHref,
  delivers = false,
}: FormMessagesProps) {
  const { notes, email, phone } = beforeStartTexts;
  return (
    <>
      {!delivers && (
        <NoScriptNote
          note={notes.noScriptNote}
          email={email}
          phone={phone}
          tinaField={tinaField?.(notes, 'noScriptNote')}
        />
      )}
      <FormOutcome
        outcome={outcome}
        texts={texts}
        tinaFields={{
          success: tinaField?.(texts, 'successMessage'),
          error: tinaField?.(texts, 'errorMessage'),
        }}
        fallback={
          delivers && (
            <>
              <p className={styles.fallbackText} data-tina-field={tinaField?.(notes, 'sendFailedNote')}>
                {notes.sendFailedNote}
              </p>
              <ContactLinks email={{ text: email.text, href: failedMailHref ?? email.href }} phone={phone} />
            </>
          )
        }
      >
        {!started && (
          <BeforeStartNotes
            heldNote={notes.heldNote}
            failedNote={notes.failedNote}
            email={email}
            phone={phone}
            tinaFields={{
              heldNote: tinaField?.(notes, 'heldNote'),
              failedNote: tinaField?.(notes, 'failedNote'),
            }}
          />
        )}
      </FormOutcome>
    </>
  );
}
