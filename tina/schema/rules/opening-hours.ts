/** One line of the opening hours as stored: the days it covers and HH:MM times. */
interface HoursLine {
  readonly label?: string;
  readonly days?: readonly string[];
  readonly opens?: string;
  readonly closes?: string;
}

const name = (line: HoursLine, index: number) => `Line ${index + 1}${line.label ? ` (${line.label})` : ''}`;

/**
 * The opening hours as a whole: every line closes after it opens (the site has no
 * hours past midnight) and no day is in two lines, which would show two sets of hours.
 * HH:MM strings compare in time order, so no parsing is needed.
 */
export function checkOpeningHours(lines: readonly HoursLine[] | undefined): string | undefined {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [index, line] of (lines ?? []).entries()) {
    if (line.opens && line.closes && line.closes <= line.opens) {
      problems.push(
        `${name(line, index)} closes at ${line.closes}, which is not after it opens (${line.opens}). Write times as HH:MM, 24-hour, e.g. opens 06:00, closes 18:00.`,
      );
    }
    for (const day of line.days ?? []) {
      const other = seen.get(day);
      if (other !== undefined) {
        problems.push(
          `${day} is in two lines (${other + 1} and ${index + 1}). List each day in one line only.`,
        );
      } else {
        seen.set(day, index);
      }
    }
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}

/** The days of one line: at least one, or the line says nothing. */
export function checkDays(days: readonly string[] | undefined): string | undefined {
  return days && days.length > 0 ? undefined : 'Choose at least one day for this line, or remove the line.';
}
