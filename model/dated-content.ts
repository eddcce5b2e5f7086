import type { CalendarDay } from './bar-calendar';

/** Content the owner dates: a notice, a seasonal menu item. Both days are written, or neither. */
export interface DayRange {
  starts?: string | undefined;
  ends?: string | undefined;
}

/**
 * Whether content dated from `starts` to `ends` (both days shown) shows on `day`; content without
 * both days always does. The site and the editor read dated content by this one rule.
 */
export function isShownOn({ starts, ends }: DayRange, day: CalendarDay): boolean {
  if (!starts || !ends) {
    return true;
  }
  return starts <= day && day <= ends;
}

/** The day dated content first shows, if it is later than `day` (none if it shows on `day`, or never will). */
export function showsLaterFrom({ starts, ends }: DayRange, day: CalendarDay): CalendarDay | undefined {
  return starts && ends && day < starts && starts <= ends ? starts : undefined;
}
