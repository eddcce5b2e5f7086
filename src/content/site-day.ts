import { barMoment, type CalendarDay } from '#model/bar-calendar';

/**
 * The day whose notice and holiday hours the pages show: the day the build is dated
 * (`__BUILD_DAY__`, the same in the prerender and in the browser, so hydration matches), or
 * in the development server, where nothing is prerendered, today on the bar's calendar.
 */
export function siteDay(timeZone: string): CalendarDay {
  return __BUILD_DAY__ ?? barMoment(new Date(), timeZone).day;
}
