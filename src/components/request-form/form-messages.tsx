import { beforeStart } from '#src/forms/submit-before-start';
import { BreakableAddress } from '#src/components/breakable-address/breakable-address';
import styles from './form-messages.module.scss';

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
  tinaField?: (object: object, field: string) => string | undefined;
  /**
   * Set when requests are delivered: the form then sends without JavaScript too (no
   * note that it cannot), and after a failed send offers this `mailto:` link, which
   * holds the request, with the phone number.
   */
  failedMailHref?: string;
  delivers?: boolean;
}

// The start-up script may have shown one of them before React took over the page.
const shownByStartUpScript = { hidden: true, suppressHydrationWarning: true };

/**
 * A demo's note (`forms.delivery` is `demo`): this form sends nothing, and how to reach the bar.
 * At the top of the form, before anything is typed; after a submit, with the request in the email.
 */
export function DemoNote({
  beforeStartTexts: { notes, email, phone },
  mailHref = email.href,
  tinaField,
}: {
  beforeStartTexts: BeforeStartTexts;
  mailHref?: string;
  tinaField?: FormMessagesProps['tinaField'];
}) {
  return (
    <div className={`${styles.note} ${styles.demo}`}>
      <p className={styles.noteText} data-tina-field={tinaField?.(notes, 'demoNote')}>
        {notes.demoNote}
      </p>
      <ContactLinks email={{ text: email.text, href: mailHref }} phone={phone} />
    </div>
  );
}

/** The bar's email address and phone number as links: how to reach it when a form cannot send. */
function ContactLinks({ email, phone }: { email: ContactLink; phone: ContactLink }) {
  return (
    <ul className={styles.contactLinks}>
      <li>
        <a href={email.href}>
          <BreakableAddress text={email.text} />
        </a>
      </li>
      <li>
        <a href={phone.href}>{phone.text}</a>
      </li>
    </ul>
  );
}

/**
 * Everything a form says about sending, under its button:
 * - in a browser that runs no JavaScript, where a simulated form cannot be sent (its button
 *   stays disabled): why, and how else to reach the bar;
 * - until the form's script has started, the notes the page's start-up script shows
 *   (src/forms/submit-before-start.ts): a submit is held and will be sent once the page has
 *   loaded; or the page's scripts could not load, so it will not be, and how else to reach the
 *   bar. Rendered hidden;
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
  const { notes, email, phone } = beforeStartTexts;
  const errorField = tinaField?.(texts, 'errorMessage');
  const error = (
    <>
      <strong className={styles.title}>{texts.errorTitle}</strong> {texts.errorMessage}
    </>
  );
  return (
    <>
      {!delivers && (
        <noscript className={styles.noScript}>
          <div className={styles.note}>
            <p className={styles.noteText} data-tina-field={tinaField?.(notes, 'noScriptNote')}>
              {notes.noScriptNote}
            </p>
            <ContactLinks email={email} phone={phone} />
          </div>
        </noscript>
      )}
      <div role="status" className={styles.region}>
        {!started && (
          <>
            <p
              className={styles.note}
              {...shownByStartUpScript}
              {...{ [beforeStart.heldNote]: '' }}
              data-tina-field={tinaField?.(notes, 'heldNote')}
            >
              {notes.heldNote}
            </p>
            <div className={styles.note} {...shownByStartUpScript} {...{ [beforeStart.failedNote]: '' }}>
              <p className={styles.noteText} data-tina-field={tinaField?.(notes, 'failedNote')}>
                {notes.failedNote}
              </p>
              <ContactLinks email={email} phone={phone} />
            </div>
          </>
        )}
        {outcome === 'demo' && (
          <DemoNote beforeStartTexts={beforeStartTexts} mailHref={failedMailHref} tinaField={tinaField} />
        )}
        {outcome === 'again' && (
          <p className={styles.note} data-tina-field={tinaField?.(notes, 'againNote')}>
            {notes.againNote}
          </p>
        )}
        {outcome === 'sent' && (
          <p className={styles.success} data-tina-field={tinaField?.(texts, 'successMessage')}>
            <strong className={styles.title}>{texts.successTitle}</strong> {texts.successMessage}
          </p>
        )}
      </div>
      {outcome === 'failed' &&
        (delivers ? (
          // After the error, how else to reach the bar: the email link holds the request.
          <div role="alert" className={styles.failure}>
            <p className={styles.noteText} data-tina-field={errorField}>
              {error}
            </p>
            <p className={styles.fallbackText} data-tina-field={tinaField?.(notes, 'sendFailedNote')}>
              {notes.sendFailedNote}
            </p>
            <ContactLinks email={{ text: email.text, href: failedMailHref ?? email.href }} phone={phone} />
          </div>
        ) : (
          <p role="alert" className={styles.failure} data-tina-field={errorField}>
            {error}
          </p>
        ))}
    </>
  );
}
