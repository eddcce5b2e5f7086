import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styles from './site-notice.module.scss';

/** Where a dismissal is kept for the rest of the visit; the prerender's head script reads it too. */
export const noticeStorageKey = 'vicolo-notice-dismissed';

interface SiteNoticeProps {
  text: string;
  link?: { label: string; href: string } | undefined;
  dismissLabel: string;
  /** Names this notice's wording and dates: a dismissed notice stays hidden, a new one shows. */
  noticeId: string;
  tinaFields?: {
    text?: string | undefined;
    linkLabel?: string | undefined;
    dismissLabel?: string | undefined;
  };
}

/** The dismissed notice's id; kept in memory too, for a browser with storage turned off. */
let dismissedInMemory: string | null = null;
const listeners = new Set<() => void>();

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(noticeStorageKey) ?? dismissedInMemory;
  } catch {
    return dismissedInMemory;
  }
}

function writeDismissed(id: string) {
  dismissedInMemory = id;
  try {
    sessionStorage.setItem(noticeStorageKey, id);
  } catch {
    // storage turned off: closed until the page is reloaded
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The owner's one-line notice across the top of every page. Plain text in reading order, so a
 * screen reader reads it in turn without being interrupted; a visitor may close it for the rest
 * of the visit (this tab), and the page's head hides it before the first paint on later pages.
 */
export function SiteNotice({ text, link, dismissLabel, noticeId, tinaFields }: SiteNoticeProps) {
  // Nothing is dismissed in the prerender and while hydrating, so the first render matches the HTML.
  const textId = useId();
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => null) === noticeId;
  if (dismissed) return null;

  const dismiss = () => {
    writeDismissed(noticeId);
    // The button is gone: the page's content takes the focus rather than the document's start.
    document.getElementById('main')?.focus();
  };

  return (
    // A region named by its own words, so it is a landmark like the rest of the page and is read in turn.
    <section className={styles.notice} aria-labelledby={textId} data-site-notice="">
      <p className={styles.text} id={textId}>
        <span data-tina-field={tinaFields?.text}>{text}</span>
        {link && (
          <>
            {' '}
            {link.href.startsWith('/') ? (
              <Link to={link.href} data-tina-field={tinaFields?.linkLabel}>
                {link.label}
              </Link>
            ) : (
              <a href={link.href} data-tina-field={tinaFields?.linkLabel}>
                {link.label}
              </a>
            )}
          </>
        )}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        data-tina-field={tinaFields?.dismissLabel}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
