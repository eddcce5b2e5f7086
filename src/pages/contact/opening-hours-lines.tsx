import { formatDay, formatTime } from '#model/bar-calendar';
import { upcomingSpecialHours } from '#model/opening-status';
import type { BusinessContent } from '#src/content/business';
import type { ContactPageContent } from '#src/content/contact-page';
import { editable } from '#src/content/editable';
import { siteDay } from '#src/content/site-day';
import styles from './contact-page.module.scss';

type SpecialDay = NonNullable<BusinessContent['specialHours']>[number];
type SpecialHoursWords = ContactPageContent['specialHours'];

/** "6:00 AM to 6:00 PM", each time kept on one line and opening its own field in the editor. */
function TimeRange({ hours, opens, closes }: { hours: object; opens: string; closes: string }) {
  return (
    <>
      <span className={styles.time} data-tina-field={editable(hours, 'opens')}>
        {formatTime(opens)}
      </span>{' '}
      to{' '}
      <span className={styles.time} data-tina-field={editable(hours, 'closes')}>
        {formatTime(closes)}
      </span>
    </>
  );
}

interface SpecialDayLineProps {
  day: SpecialDay;
  words: SpecialHoursWords;
  /** The language the day is written in. */
  language: string;
}

/** "Dec 24: 7:00 AM to 1:00 PM (Christmas Eve)", or the owner's word for closed that day. */
function SpecialDayLine({ day, words, language }: SpecialDayLineProps) {
  return (
    <span>
      <span data-tina-field={editable(day, 'date')}>{formatDay(day.date, language, 'short')}</span>
      {': '}
      {day.closed || !day.opens || !day.closes ? (
        <span data-tina-field={editable(words, 'closed')}>{words.closed}</span>
      ) : (
        <TimeRange hours={day} opens={day.opens} closes={day.closes} />
      )}
      {day.note && (
        <>
          {' '}
          (<span data-tina-field={editable(day, 'note')}>{day.note}</span>)
        </>
      )}
    </span>
  );
}

interface OpeningHoursLinesProps {
  business: BusinessContent;
  words: SpecialHoursWords;
  language: string;
}

/** The weekly hours a line each, then the special days from the build's day on, under their heading. */
export function OpeningHoursLines({ business, words, language }: OpeningHoursLinesProps) {
  const specialHours = upcomingSpecialHours(business.specialHours, siteDay(business.timeZone));
  return (
    <>
      {business.hours.map((hours) => (
        <span key={hours.label}>
          <span data-tina-field={editable(hours, 'label')}>{hours.label}</span>{' '}
          <TimeRange hours={hours} opens={hours.opens} closes={hours.closes} />
        </span>
      ))}
      {specialHours.length > 0 && (
        <>
          <strong className={styles.specialHeading} data-tina-field={editable(words, 'heading')}>
            {words.heading}
          </strong>
          {specialHours.map((day) => (
            <SpecialDayLine key={day.date} day={day} words={words} language={language} />
          ))}
        </>
      )}
    </>
  );
}
