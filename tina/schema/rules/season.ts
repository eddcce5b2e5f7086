import { checkDayRange } from './calendar';

interface Season {
  readonly starts?: string | null | undefined;
  readonly ends?: string | null | undefined;
}

/**
 * A menu item's season: none (both days empty), or a first and a last day, the last not
 * before the first. Each day's own field says when it is not a real date.
 */
export function checkSeason(season: Season | undefined): string | undefined {
  const days = { starts: season?.starts?.trim(), ends: season?.ends?.trim() };
  if (!days.starts && !days.ends) {
    return undefined;
  }
  return checkDayRange(days, {
    what: 'season',
    missing:
      'A season needs its first and its last day (YYYY-MM-DD); leave both empty for an item served all year.',
  });
}
