import { BreakableAddress } from '#src/components/breakable-address/breakable-address';
import { beforeStart } from '#src/forms/submit-before-start';
import type { BeforeStartTexts, ContactLink, TinaFieldOf } from './form-messages';
import styles from './form-messages.module.scss';

/** The site's notes and the bar's contacts, with how the editor opens each note. */
interface NotesProps {
  beforeStartTexts: BeforeStartTexts;
  tinaField?: TinaFieldOf | undefined;
}

// The start-up script may have shown one of them before React took over the page.
const shownByStartUpScript = { hidden: true, suppressHydrationWarning: true };

/** The bar's email address and phone number as links: how to reach it when a form cannot send. */
export function ContactLinks({ email, phone }: { email: ContactLink; phone: ContactLink }) {
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
 * A demo's note (`forms.delivery` is `demo`): this form sends nothing, and how to reach the bar.
 * At the top of the form, before anything is typed; after a submit, with the request in the email.
 */
export function DemoNote({
  beforeStartTexts: { notes, email, phone },
  mailHref = email.href,
  tinaField,
}: NotesProps & { mailHref?: string | undefined }) {
  return (
    <div className={`${styles.note} ${styles.demo}`}>
      <p className={styles.noteText} data-tina-field={tinaField?.(notes, 'demoNote')}>
        {notes.demoNote}
      </p>
      <ContactLinks email={{ text: email.text, href: mailHref }} phone={phone} />
    </div>
  );
}

/**
 * In a browser that runs no JavaScript, where a simulated form cannot be sent (its button stays
 * disabled): why, and how else to reach the bar.
 */
export function NoScriptNote({ beforeStartTexts: { notes, email, phone }, tinaField }: NotesProps) {
  return (
    <noscript className={styles.noScript}>
      <div className={styles.note}>
        <p className={styles.noteText} data-tina-field={tinaField?.(notes, 'noScriptNote')}>
          {notes.noScriptNote}
        </p>
        <ContactLinks email={email} phone={phone} />
      </div>
    </noscript>
  );
}

/**
 * Until the form's script has started, the notes the page's start-up script shows
 * (src/forms/submit-before-start.ts): a submit is held and will be sent once the page has
 * loaded; or the page's scripts could not load, so it will not be, and how else to reach the
 * bar. Rendered hidden.
 */
export function StartUpNotes({ beforeStartTexts: { notes, email, phone }, tinaField }: NotesProps) {
  return (
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
  );
}
