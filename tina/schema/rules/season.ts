import { isCalendarDay } from '#model/bar-calendar';

interface Season {
  readonly starts?: string | null | undefined;
  readonly ends?: string | null | undefined;
}

/**
 * A menu item's season: none (both days empty), or a first and a last day, the last not
 * before the first. Each day's own field says when it is not a real date.
 */
export function checkSeason(season: Season | undefined): string | undefined {
  const starts = season?.starts?.trim();
  const ends = season?.ends?.trim();
  if (!starts && !ends) {
    return undefined;
  }
  if (!starts || !ends) {
    return 'A season needs its first and its last day (YYYY-MM-DD); leave both empty for an item served all year.';
  }
  if (isCalendarDay(starts) && isCalendarDay(ends) && ends < starts) {
    return `The season ends on ${ends}, before it starts (${starts}).`;
  }
  return undefined;
}
