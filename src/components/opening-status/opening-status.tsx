import { Fragment } from 'react';
import { openingStatus } from '#model/opening-status';
import { statusParts } from '#model/status-text';
import { openingStatusAttribute, type OpeningStatusData } from './opening-status-data';
import { useMinute } from './use-minute';
import styles from './opening-status.module.scss';

/** The same data the page's script gets (opening-status-data.ts), and what only the render needs. */
interface OpeningStatusProps extends OpeningStatusData {
  /** `data-tina-field` of a phrase, given the phrases, so the editor opens the phrase that is shown. */
  tinaField?: (object: object, field: string) => string | undefined;
  /** Lines of space kept for the status before it is written, so nothing moves when it is. */
  reserveLines?: 1 | 2;
}

/**
 * "Open now · closes 6:00 PM": where the bar stands, on its own clock, kept up to date each minute. Empty in
 * the prerendered HTML (a page cached for days must not state a stale status): on the public site the page's
 * script writes it (src/browser/opening-status.ts, from the same functions of model/); in the editor's preview
 * this component does, with the owner's live phrases. Its line's height is kept from the start.
 */
export function OpeningStatus(props: OpeningStatusProps) {
  const { schedule, phrases, language, tinaField, reserveLines = 1 } = props;
  const now = useMinute();
  const parts = now && statusParts(openingStatus(schedule, now), phrases, language);
  return (
    <p className={styles.status} data-lines={reserveLines} {...{ [openingStatusAttribute]: '' }}>
      {parts?.map((part, index) => (
        <Fragment key={part.phrase}>
          {index > 0 && ' · '}
          <span data-tina-field={tinaField?.(phrases, part.phrase)}>{part.text}</span>
        </Fragment>
      ))}
    </p>
  );
}
