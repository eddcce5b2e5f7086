import { isCalendarDay } from '#model/bar-calendar';

/** One dated exception as stored: closed that day, or other hours. */
interface SpecialLine {
  readonly date?: string;
  readonly closed?: boolean;
  readonly opens?: string;
  readonly closes?: string;
}

/**
 * The holiday and special hours as a whole: each date once (two entries for one day would
 * disagree), and a day that is not closed has hours that close after they open (no hours
 * past midnight, as for the weekly hours).
 */
export function checkSpecialHours(lines: readonly SpecialLine[] | undefined): string | undefined {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [index, line] of (lines ?? []).entries()) {
    const name = `Line ${index + 1}${line.date ? ` (${line.date})` : ''}`;
    if (!line.closed) {
      if (!line.opens || !line.closes) {
        problems.push(
          `${name} is neither closed nor has its hours: tick "Closed all day", or give both times.`,
        );
      } else if (line.closes <= line.opens) {
        problems.push(
          `${name} closes at ${line.closes}, which is not after it opens (${line.opens}). Write times as HH:MM, 24-hour.`,
        );
      }
    }
    if (line.date && isCalendarDay(line.date)) {
      const other = seen.get(line.date);
      if (other !== undefined) {
        problems.push(
          `${line.date} is in two lines (${other + 1} and ${index + 1}). Give each date one line.`,
        );
      } else {
        seen.set(line.date, index);
      }
    }
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}
