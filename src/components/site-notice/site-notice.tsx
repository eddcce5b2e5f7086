import { useId } from 'react';
import { SiteLink } from '#src/components/site-link/site-link';
import { noticeDismissal } from './notice-dismissal';
import styles from './site-notice.module.scss';

interface SiteNoticeProps {
  text: string;
  /** The rest of the notice's words, as the site's content holds them (also passed to `tinaField`). */
  notice: { linkLabel?: string | undefined; linkHref?: string | undefined; dismissLabel: string };
  /** Names this notice's wording and dates: a dismissed notice stays hidden, a new one shows. */
  noticeId: string;
  /** `data-tina-field` of a content field, given the object that holds it. */
  tinaField?: (object: object, field: string) => string | undefined;
}

/**
 * The owner's one-line notice across the top of every page. Plain text in reading order, so a screen reader
 * reads it in turn without being interrupted. A visitor may close it for the rest of the visit (this tab):
 * the page's script does that (src/browser/site-notice.ts), and the page's head hides it before the first
 * paint on later pages. Without JavaScript the close button is hidden: it could do nothing.
 */
export function SiteNotice({ text, notice, noticeId, tinaField }: SiteNoticeProps) {
  const textId = useId();
  return (
    // A region named by its own words, so it is a landmark like the rest of the page and is read in turn.
    <section className={styles.notice} aria-labelledby={textId} data-site-notice="">
      <p className={styles.text} id={textId}>
        <span data-tina-field={tinaField?.(notice, 'text')}>{text}</span>
        {notice.linkLabel && notice.linkHref && (
          <>
            {' '}
            <SiteLink href={notice.linkHref} data-tina-field={tinaField?.(notice, 'linkLabel')}>
              {notice.linkLabel}
            </SiteLink>
          </>
        )}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={notice.dismissLabel}
        data-tina-field={tinaField?.(notice, 'dismissLabel')}
        {...{ [noticeDismissal.button]: noticeId }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
