import styles from './form-messages.module.scss';

export interface ContactLink {
  text: string;
  href: string;
}

/** The bar's email address and phone number as links: how to reach it when a form cannot send. */
export function ContactLinks({ email, phone }: { email: ContactLink; phone: ContactLink }) {
  return (
    <ul className={styles.contactLinks}>
      <li>
        <a href={email.href}>{email.text}</a>
      </li>
      <li>
        <a href={phone.href}>{phone.text}</a>
      </li>
    </ul>
  );
}
