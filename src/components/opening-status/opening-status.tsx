import { Fragment } from 'react';
import { openingStatus, type BarSchedule } from '../../../site/opening-status';
import { statusParts, type StatusPhrases } from '../../../site/status-text';
import { useMinute } from './use-minute';
import styles from './opening-status.module.scss';

interface OpeningStatusProps {
  schedule: BarSchedule;
  phrases: StatusPhrases;
  /** The site's language, for a weekday or date in the status. */
  language: string;
  /** `data-tina-field` of each phrase, so the editor opens the phrase that is shown. */
  tinaFields?: Partial<Record<keyof StatusPhrases, string | undefined>>;
  /** Lines of space kept for the status before the script writes it, so nothing moves when it does. */
  reserveLines?: 1 | 2;
}

/**
 * "Open now · closes 6:00 PM": where the bar stands, on its own clock, worked out in the
 * visitor's browser and kept up to date each minute. Empty in the prerendered HTML (a page
 * cached for days must not state a stale status); its line's height is kept from the start.
 */
export function OpeningStatus({
  schedule,
  phrases,
  language,
  tinaFields,
  reserveLines = 1,
}: OpeningStatusProps) {
  const now = useMinute();
  const parts = now && statusParts(openingStatus(schedule, now), phrases, language);
  return (
    <p className={styles.status} data-lines={reserveLines} data-opening-status="">
      {parts?.map((part, index) => (
        <Fragment key={part.phrase}>
          {index > 0 && ' · '}
          <span data-tina-field={tinaFields?.[part.phrase]}>{part.text}</span>
        </Fragment>
      ))}
    </p>
  );
}
