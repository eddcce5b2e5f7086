import { isCalendarDay } from '#model/bar-calendar';

/** One dated exception as stored: closed that day, or other hours. */
interface SpecialLine {
  readonly date?: string;
  readonly closed?: boolean;
  readonly opens?: string;
  readonly closes?: string;
}

/** A day not closed has both its times, closing after it opens. */
function checkDayHours(line: SpecialLine, name: string): string | undefined {
  if (line.closed) {
    return undefined;
  }
  if (!line.opens || !line.closes) {
    return `${name} is neither closed nor has its hours: tick "Closed all day", or give both times.`;
  }
  if (line.closes <= line.opens) {
    return `${name} closes at ${line.closes}, which is not after it opens (${line.opens}). Write times as HH:MM, 24-hour.`;
  }
  return undefined;
}

/**
 * The holiday and special hours as a whole: each date once (two entries for one day would
 * disagree), and a day that is not closed has hours that close after they open (no hours
 * past midnight, as for the weekly hours).
 */
export function checkSpecialHours(lines: readonly SpecialLine[] | undefined): string | undefined {
  const problems: string[] = [];
  const lineOfDate = new Map<string, number>();
  for (const [index, line] of (lines ?? []).entries()) {
    const hours = checkDayHours(line, `Line ${index + 1}${line.date ? ` (${line.date})` : ''}`);
    if (hours) {
      problems.push(hours);
    }
    if (!line.date || !isCalendarDay(line.date)) {
      continue;
    }
    const other = lineOfDate.get(line.date);
    if (other === undefined) {
      lineOfDate.set(line.date, index);
    } else {
      problems.push(`${line.date} is in two lines (${other + 1} and ${index + 1}). Give each date one line.`);
    }
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}
