import styles from './form-messages.module.scss';

export interface ContactLink {
  text: string;
  href: string;
}

/** An email address that may wrap after its "@" rather than mid-word on a narrow screen. */
function wrappableEmail(address: string) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The bar's email address and phone number as links: how to reach it when a form cannot send. */
export function ContactLinks({ email, phone }: { email: ContactLink; phone: ContactLink }) {
  return (
    <ul className={styles.contactLinks}>
      <li>
        <a href={email.href}>{wrappableEmail(email.text)}</a>
      </li>
      <li>
        <a href={phone.href}>{phone.text}</a>
      </li>
    </ul>
  );
}
