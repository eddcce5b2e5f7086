import { ContactLinks, DemoNote, NoScriptNote, StartUpNotes } from './form-notes';
import styles from './form-messages.module.scss';

/** `data-tina-field` of a content field, given the object that holds it. */
export type TinaFieldOf = (object: object, field: string) => string | undefined;

/**
 * What became of the last submit; `again`: too soon after the page opened, not sent (spam-guard.ts);
 * `demo`: nothing sent, the site being a demo.
 */
export type Outcome = 'sent' | 'failed' | 'again' | 'demo' | undefined;

/** What a form says, and its toast, after a submit. */
export interface OutcomeTexts {
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  errorMessage: string;
}

export interface ContactLink {
  text: string;
  href: string;
}

/** What every form says before it can send: the site's words, and how else to reach the bar. */
export interface BeforeStartTexts {
  /** The words, as the site's content holds them (also passed to `tinaField`). */
  notes: {
    noScriptNote: string;
    heldNote: string;
    failedNote: string;
    sendFailedNote: string;
    againNote: string;
    demoNote: string;
  };
  email: ContactLink;
  phone: ContactLink;
}

interface FormMessagesProps {
  outcome: Outcome;
  /** Whether the form's script has started (see use-form-start.ts). */
  started: boolean;
  texts: OutcomeTexts;
  beforeStartTexts: BeforeStartTexts;
  tinaField?: TinaFieldOf | undefined;
  /**
   * Set when requests are delivered: the form then sends without JavaScript too (no
   * note that it cannot), and after a failed send offers this `mailto:` link, which
   * holds the request, with the phone number.
   */
  failedMailHref?: string | undefined;
  delivers?: boolean;
}

/**
 * Everything a form says about sending, under its button:
 * - in a browser that runs no JavaScript, why a simulated form cannot be sent (form-notes.tsx);
 * - until the form's script has started, the notes the page's start-up script shows;
 * - what became of the last submit, in the form itself and for as long as the page is open:
 *   a status region, there from the start so that screen readers announce what appears in it
 *   (WCAG 4.1.3), and an alert for an error. These are the only words a screen reader hears
 *   about the submit: the toast repeats them for the eye only (toast-region.tsx).
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
  const notes = { beforeStartTexts, tinaField };
  return (
    <>
      {!delivers && <NoScriptNote {...notes} />}
      <div role="status" className={styles.region}>
        {!started && <StartUpNotes {...notes} />}
        {outcome === 'demo' && <DemoNote {...notes} mailHref={failedMailHref} />}
        {outcome === 'again' && <AgainNote {...notes} />}
        {outcome === 'sent' && <SentNote texts={texts} tinaField={tinaField} />}
      </div>
      {outcome === 'failed' && (
        <FailedAlert {...notes} texts={texts} delivers={delivers} mailHref={failedMailHref} />
      )}
    </>
  );
}

/** A submit sooner than a person's was not sent: press Send again (spam-guard.ts). */
function AgainNote({
  beforeStartTexts: { notes },
  tinaField,
}: Pick<FormMessagesProps, 'beforeStartTexts' | 'tinaField'>) {
  return (
    <p className={styles.note} data-tina-field={tinaField?.(notes, 'againNote')}>
      {notes.againNote}
    </p>
  );
}

/** The request was sent: the title in bold, then the sentence. */
function SentNote({ texts, tinaField }: Pick<FormMessagesProps, 'texts' | 'tinaField'>) {
  return (
    <p className={styles.success} data-tina-field={tinaField?.(texts, 'successMessage')}>
      <strong className={styles.title}>{texts.successTitle}</strong> {texts.successMessage}
    </p>
  );
}

interface FailedAlertProps extends Pick<FormMessagesProps, 'texts' | 'beforeStartTexts' | 'tinaField'> {
  delivers: boolean;
  /** The bar's `mailto:` link with the request written in. */
  mailHref: string | undefined;
}

/**
 * The request was not sent: the error, and where requests are delivered, how else to reach the
 * bar, with the request in the email link.
 */
function FailedAlert({ texts, beforeStartTexts, tinaField, delivers, mailHref }: FailedAlertProps) {
  const { notes, email, phone } = beforeStartTexts;
  const errorField = tinaField?.(texts, 'errorMessage');
  const error = (
    <>
      <strong className={styles.title}>{texts.errorTitle}</strong> {texts.errorMessage}
    </>
  );
  if (!delivers) {
    return (
      <p role="alert" className={styles.failure} data-tina-field={errorField}>
        {error}
      </p>
    );
  }
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.noteText} data-tina-field={errorField}>
        {error}
      </p>
      <p className={styles.fallbackText} data-tina-field={tinaField?.(notes, 'sendFailedNote')}>
        {notes.sendFailedNote}
      </p>
      <ContactLinks email={{ text: email.text, href: mailHref ?? email.href }} phone={phone} />
    </div>
  );
}
