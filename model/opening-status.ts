/**
 * Where the bar stands at an instant: open (until when), or closed (and when it next opens),
 * from its weekly hours and its dated exceptions, on the bar's own clock.
 */
import { addDays, barMoment, minutesOf, weekdayOf, type CalendarDay } from './bar-calendar';

export interface WeeklyHours {
  readonly days: readonly string[];
  readonly opens: string;
  readonly closes: string;
}

/** One dated exception: closed all day, or other hours on that day. */
export interface SpecialHours {
  readonly date: CalendarDay;
  readonly closed?: boolean | undefined;
  readonly opens?: string | undefined;
  readonly closes?: string | undefined;
  readonly note?: string | undefined;
}

export interface BarSchedule {
  readonly timeZone: string;
  readonly hours: readonly WeeklyHours[];
  readonly specialHours?: readonly SpecialHours[] | undefined;
}

export type OpeningStatus =
  | { readonly open: true; readonly closes: string; readonly minutesLeft: number }
  | {
      readonly open: false;
      /** When it opens next; missing when no day in the coming weeks has hours. */
      readonly next?: { readonly day: CalendarDay; readonly daysAhead: number; readonly opens: string };
    };

/** How far ahead to look for the next opening: a bar closed for longer just says "Closed". */
const lookAheadDays = 60;

/** The hours of one day: the exception for that date if there is one, else the weekday's line. */
export function hoursOn(
  schedule: BarSchedule,
  day: CalendarDay,
): { opens: string; closes: string } | undefined {
  const special = schedule.specialHours?.find((entry) => entry.date === day);
  if (special) {
    return special.closed || !special.opens || !special.closes
      ? undefined
      : { opens: special.opens, closes: special.closes };
  }
  const weekday = weekdayOf(day);
  const line = schedule.hours.find((candidate) => candidate.days.includes(weekday));
  return line && { opens: line.opens, closes: line.closes };
}

export function openingStatus(schedule: BarSchedule, instant: Date): OpeningStatus {
  const now = barMoment(instant, schedule.timeZone);
  const today = hoursOn(schedule, now.day);
  if (today && minutesOf(today.opens) <= now.minutes && now.minutes < minutesOf(today.closes)) {
    return { open: true, closes: today.closes, minutesLeft: minutesOf(today.closes) - now.minutes };
  }
  if (today && now.minutes < minutesOf(today.opens)) {
    return { open: false, next: { day: now.day, daysAhead: 0, opens: today.opens } };
  }
  for (let daysAhead = 1; daysAhead <= lookAheadDays; daysAhead += 1) {
    const day = addDays(now.day, daysAhead);
    const hours = hoursOn(schedule, day);
    if (hours) {
      return { open: false, next: { day, daysAhead, opens: hours.opens } };
    }
  }
  return { open: false };
}

/** The exceptions from this day on, in date order: the ones still worth telling visitors about. */
export function upcomingSpecialHours<T extends SpecialHours>(
  entries: readonly T[] | undefined,
  today: CalendarDay,
): T[] {
  return (entries ?? []).filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
