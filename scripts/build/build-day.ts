/**
 * The day a production build is dated: today on the bar's calendar (its time zone, from
 * content/site/business.json), or `SITE_BUILD_DAY=YYYY-MM-DD` to build the site as it will be
 * on another day. The prerendered pages show the notice and the holiday hours of that day;
 * the deploy workflow rebuilds every morning, so they keep up with the calendar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { barMoment, isCalendarDay, type CalendarDay } from '#model/bar-calendar';

/** The build's day at the moment `now` in the bar's time zone, or the day `requested` (SITE_BUILD_DAY). */
export function buildDayOf({
  timeZone,
  requested,
  now,
}: {
  timeZone: string;
  requested?: string;
  now: Date;
}): CalendarDay {
  if (requested === undefined || requested === '') {
    return barMoment(now, timeZone).day;
  }
  if (!isCalendarDay(requested)) {
    throw new Error(
      `SITE_BUILD_DAY must be a real date written YYYY-MM-DD, e.g. 2026-12-02; found "${requested}".`,
    );
  }
  return requested;
}

export function barTimeZone(root: string): string {
  const file = path.join(root, 'content/site/business.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { timeZone: string }).timeZone;
}

export function buildDay(timeZone: string): CalendarDay {
  return buildDayOf({ timeZone, requested: process.env.SITE_BUILD_DAY, now: new Date() });
}
