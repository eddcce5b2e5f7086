import { Link } from 'react-router-dom';
import styles from './cta-links.module.scss';

export interface CtaLink {
  label: string;
  href: string;
  /** `data-tina-field` of the link, so a click in the editor opens its text and target. */
  tinaField?: string;
}

/**
 * A pair of calls to action shown as buttons on a dark band: a bold main one
 * and a quieter second one. They are links, since both lead to a page.
 */
export function CtaLinks({ primary, secondary }: { primary: CtaLink; secondary: CtaLink }) {
  return (
    <div className={styles.actions}>
      <Link
        to={primary.href}
        className={`${styles.button} ${styles.primary}`}
        data-tina-field={primary.tinaField}
      >
        {primary.label}
      </Link>
      <Link
        to={secondary.href}
        className={`${styles.button} ${styles.secondary}`}
        data-tina-field={secondary.tinaField}
      >
        {secondary.label}
      </Link>
    </div>
  );
}
