import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './action-link.module.scss';

interface ActionLinkProps {
  /** A page of the site (`/contact`), a section (`#pricing`), or `tel:`, `mailto:`, `https:`. */
  href: string;
  children: ReactNode;
  /** Opens in a new tab; `newTabNote` tells screen-reader users so. */
  newTab?: boolean;
  newTabNote?: string;
  newTabNoteTinaField?: string | undefined;
  variant?: 'primary' | 'secondary';
  /** What it stands on: the page (crema), or a dark band such as the home page's slides and banner (gold). */
  tone?: 'light' | 'dark';
  tinaField?: string | undefined;
  /** Runs before the link is followed; may take over, e.g. to pick a tier in the form it leads to. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Stretches to the width of its container (the foot of a card). */
  block?: boolean;
}

/** A link that looks like a button: every call to action of the site. */
export function ActionLink(props: ActionLinkProps) {
  const {
    href,
    children,
    newTab,
    newTabNote,
    newTabNoteTinaField,
    variant = 'primary',
    tone,
    tinaField,
    onClick,
    block,
  } = props;
  const className = [
    variant === 'primary' ? styles.primary : styles.secondary,
    tone === 'dark' && styles.dark,
    block && styles.block,
  ]
    .filter(Boolean)
    .join(' ');
  // One box for the words: the button is a flex container (to centre them), and a flex
  // container drops the space between two children ("ChooseEspresso Fuel").
  const label = <span className={styles.label}>{children}</span>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} data-tina-field={tinaField} onClick={onClick}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      data-tina-field={tinaField}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      {newTab && newTabNote && (
        <span className="visually-hidden" data-tina-field={newTabNoteTinaField}>
          {' '}
          {newTabNote}
        </span>
      )}
    </a>
  );
}
