import type { ReactNode } from 'react';
import { chooseAttributes, type ChosenOption } from '#src/forms/choose-option';
import { SiteLink } from '#src/components/site-link/site-link';
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
  tone?: 'light' | 'dark' | undefined;
  tinaField?: string | undefined;
  /**
   * The option this link picks in the form it leads to (a tier card's button): with JavaScript
   * the option is chosen and shown (src/forms/choose-option.ts); without, the link leads to the form.
   */
  chooses?: ChosenOption;
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
    chooses,
    block,
  } = props;
  const className = [
    variant === 'primary' ? styles.primary : styles.secondary,
    tone === 'dark' && styles.dark,
    block && styles.block,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <SiteLink
      href={href}
      className={className}
      data-tina-field={tinaField}
      {...(chooses ? chooseAttributes(chooses) : {})}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {/* One box for the words: the button is a flex container (to centre them), and a flex
          container drops the space between two children ("ChooseEspresso Fuel"). */}
      <span className={styles.label}>{children}</span>
      {newTab && newTabNote && (
        <span className="visually-hidden" data-tina-field={newTabNoteTinaField}>
          {' '}
          {newTabNote}
        </span>
      )}
    </SiteLink>
  );
}

/** A call to action as plain data (a slide's travel as JSON to its island). */
export interface LinkAction {
  label: string;
  href: string;
  tinaField?: string | undefined;
}

/** A row of calls to action that wraps on a narrow screen, the first the main one. */
export function ActionLinks({ actions, tone }: { actions: readonly LinkAction[]; tone?: 'dark' }) {
  return (
    <div className={styles.row}>
      {actions.map((action, index) => (
        <ActionLink
          key={index}
          href={action.href}
          tone={tone}
          variant={index === 0 ? 'primary' : 'secondary'}
          tinaField={action.tinaField}
        >
          {action.label}
        </ActionLink>
      ))}
    </div>
  );
}
