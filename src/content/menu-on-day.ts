import type { CalendarDay } from '#model/bar-calendar';
import { isShownOn } from '#model/dated-content';
import type { MenuItem, MenuSection } from '#tina/schema/collections/menu';

/** A section as a day's menu shows it: the section as stored, and its items served that day. */
export interface SectionOnDay {
  /** The stored section itself (not a copy), so the editor's marks on it still lead to its fields. */
  readonly section: MenuSection;
  readonly items: readonly MenuItem[];
}

/** Whether an item is served on this day: always without a season, else from its first to its last day. */
export function inSeason(item: MenuItem, day: CalendarDay): boolean {
  return isShownOn(item.season ?? {}, day);
}

/**
 * The menu of one day, on the bar's calendar: items out of season left out, and a section left
 * with none left out too. An item switched off ("not today") stays: it is listed as such.
 */
export function menuOnDay(sections: readonly MenuSection[], day: CalendarDay): SectionOnDay[] {
  return sections
    .map((section) => ({ section, items: section.items.filter((item) => inSeason(item, day)) }))
    .filter(({ items }) => items.length > 0);
}
