import { ContactLinks, type ContactLink } from './contact-links';
import styles from './form-messages.module.scss';

interface NoScriptNoteProps {
  note: string;
  email: ContactLink;
  phone: ContactLink;
  tinaField?: string;
}

/**
 * Shown only by a browser that runs no JavaScript, where the form cannot be sent
 * (its button stays disabled): why, and how else to reach the bar.
 */
export function NoScriptNote({ note, email, phone, tinaField }: NoScriptNoteProps) {
  return (
    <noscript className={styles.noScript}>
      <div className={styles.note}>
        <p className={styles.noteText} data-tina-field={tinaField}>
          {note}
        </p>
        <ContactLinks email={email} phone={phone} />
      </div>
    </noscript>
  );
}
