/**
 * Dates and times as the bar's clock shows them, in its own time zone (an IANA name such as
 * America/New_York, from content/site/business.json), whatever zone the visitor's device or the
 * build machine is in, through `Intl`. Pure functions of an instant, so tests can pin any moment.
 */

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** A calendar day as stored in the content: "2026-12-25". */
export type CalendarDay = string;

export interface BarMoment {
  day: CalendarDay;
  weekday: Weekday;
  /** Minutes since the bar's midnight, as its wall clock reads (06:30 → 390). */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Where an instant falls on the bar's calendar and clock. */
export function barMoment(instant: Date, timeZone: string): BarMoment {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, weekday: weekdayOf(day), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "2026-12-25" → midnight UTC of that day: a date with no zone, for counting days. */
export function utcDate(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Whether the text is a day that exists, written YYYY-MM-DD ("2026-02-30" is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return false;
  }
  const date = utcDate(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function weekdayOf(day: CalendarDay): Weekday {
  // getUTCDay counts from Sunday; the list starts on Monday.
  return weekdays[(utcDate(day).getUTCDay() + 6) % 7] as Weekday;
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** "06:30" → 390. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether the time zone is an IANA name this browser or Node knows, such as America/New_York. */
export function isTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(name)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "06:00" → "6:00 AM", "18:30" → "6:30 PM": how the spec writes times. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** How a day is written: "Friday, December 25", "Fri, Dec 25", or "Friday". */
export type DayStyle = 'long' | 'short' | 'weekday';

/** "2026-12-25" → "Friday, December 25" (in English), in the site's language; the day has no zone to convert. */
export function formatDay(day: CalendarDay, language: string, style: DayStyle = 'long'): string {
  const date = utcDate(day);
  return new Intl.DateTimeFormat(
    language,
    style === 'weekday'
      ? { weekday: 'long', timeZone: 'UTC' }
      : { weekday: style, month: style, day: 'numeric', timeZone: 'UTC' },
  ).format(date);
}
