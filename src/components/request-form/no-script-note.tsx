import styles from './form-outcome.module.scss';

export interface ContactLink {
  text: string;
  href: string;
}

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
        <ul className={styles.contactLinks}>
          <li>
            <a href={email.href}>{email.text}</a>
          </li>
          <li>
            <a href={phone.href}>{phone.text}</a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
