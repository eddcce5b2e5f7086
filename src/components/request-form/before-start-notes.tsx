import { beforeStart } from '../../forms/submit-before-start';
import { ContactLinks, type ContactLink } from './contact-links';
import styles from './form-messages.module.scss';

interface BeforeStartNotesProps {
  heldNote: string;
  failedNote: string;
  email: ContactLink;
  phone: ContactLink;
  tinaFields?: { heldNote?: string; failedNote?: string };
}

// The start-up script may have shown one of them before React took over the page.
const shownByStartUpScript = { hidden: true, suppressHydrationWarning: true };

/**
 * The notes the page's start-up script shows while the form's script has not
 * started (src/forms/submit-before-start.ts): a submit is held and will be sent
 * once the page has loaded; or the page's scripts could not load, so it will
 * not be, and here is how else to reach the bar. Rendered hidden, and only
 * until the form starts.
 */
export function BeforeStartNotes({
  heldNote,
  failedNote,
  email,
  phone,
  tinaFields = {},
}: BeforeStartNotesProps) {
  return (
    <>
      <p
        className={styles.note}
        {...shownByStartUpScript}
        {...{ [beforeStart.heldNote]: '' }}
        data-tina-field={tinaFields.heldNote}
      >
        {heldNote}
      </p>
      <div className={styles.note} {...shownByStartUpScript} {...{ [beforeStart.failedNote]: '' }}>
        <p className={styles.noteText} data-tina-field={tinaFields.failedNote}>
          {failedNote}
        </p>
        <ContactLinks email={email} phone={phone} />
      </div>
    </>
  );
}
