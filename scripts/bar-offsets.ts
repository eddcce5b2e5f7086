/**
 * The bar's time zone offsets over the year after the build day, for the browser's clock
 * (site/zone-offsets.ts; docs/decisions/017-short-tasks-at-start-up.md). Worked out here
 * with Node's `Intl`, hour by hour, and each change of the clocks found to the minute.
 */
import { barMoment, utcDate, type CalendarDay } from '../site/bar-calendar';
import type { ZoneOffsets } from '../site/zone-offsets';

/** Days the table covers: a year, and a margin for a site whose daily rebuild has stopped. */
export const coveredDays = 400;

const minuteMs = 60_000;
const dayMinutes = 24 * 60;

/** Minutes the zone's clocks are ahead of UTC at a minute since 1970 (UTC). */
function offsetOf(zone: string, minute: number): number {
  const { day, minutes } = barMoment(new Date(minute * minuteMs), zone);
  return utcDate(day).getTime() / minuteMs + minutes - minute;
}

/** The zone's offsets for `days` days from the start of `firstDay` on its own calendar. */
export function zoneOffsets(zone: string, firstDay: CalendarDay, days: number): ZoneOffsets {
  // From midnight UTC the day before: by then the first day has not begun in any zone.
  const start = utcDate(firstDay).getTime() / minuteMs - dayMinutes;
  const until = start + (days + 1) * dayMinutes;
  const from: [number, number][] = [[start, offsetOf(zone, start)]];
  let current = from[0]![1];
  for (let hour = start + 60; hour < until; hour += 60) {
    const offset = offsetOf(zone, hour);
    if (offset === current) continue;
    // The clocks changed after the hour before and by this one: find the minute.
    let before = hour - 60;
    let after = hour;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetOf(zone, middle) === current) before = middle;
      else after = middle;
    }
    from.push([after, offset]);
    current = offset;
  }
  return { zone, from, until };
}

/** The table a build ships: the bar's zone, from the build's day, for `coveredDays` days. */
export function barOffsets(timeZone: string, buildDay: CalendarDay): ZoneOffsets {
  return zoneOffsets(timeZone, buildDay, coveredDays);
}
