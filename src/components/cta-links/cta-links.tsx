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
      {[
        { link: primary, look: styles.primary },
        { link: secondary, look: styles.secondary },
      ].map(({ link, look }) => (
        <Link
          key={look}
          to={link.href}
          className={`${styles.button} ${look}`}
          data-tina-field={link.tinaField}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
