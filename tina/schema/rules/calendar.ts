import { isCalendarDay, isTimeZone } from '#model/bar-calendar';

/** The bar's time zone: an IANA name that browsers know, so "open now" is worked out in the bar's time. */
export function checkTimeZone(value: string | undefined): string | undefined {
  if (!value || isTimeZone(value)) {
    return undefined;
  }
  return `Write the time zone as its IANA name, such as America/New_York, Europe/Rome or Asia/Tokyo (see the list at https://en.wikipedia.org/wiki/List_of_tz_database_time_zones); found ${JSON.stringify(value)}.`;
}

/** A date as the content stores it: a day that exists, written YYYY-MM-DD. */
export function checkCalendarDay(value: string | undefined): string | undefined {
  if (!value || isCalendarDay(value)) {
    return undefined;
  }
  return `Write a real date as YYYY-MM-DD, e.g. 2026-12-25; found ${JSON.stringify(value)}.`;
}

/** The first and last day of something shown for a while: a menu item's season, the site's notice. */
export interface DayRange {
  readonly starts?: string | undefined;
  readonly ends?: string | undefined;
}

/**
 * Both days given (`missing` says why both are needed), the last not before the first. A day that
 * is not a real date is its own field's refusal (`checkCalendarDay`).
 */
export function checkDayRange(
  { starts, ends }: DayRange,
  words: { what: string; missing: string },
): string | undefined {
  if (!starts || !ends) {
    return words.missing;
  }
  if (isCalendarDay(starts) && isCalendarDay(ends) && ends < starts) {
    return `The ${words.what} ends on ${ends}, before it starts (${starts}).`;
  }
  return undefined;
}
