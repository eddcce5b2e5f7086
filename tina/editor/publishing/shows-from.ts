/**
 * When a saved change first shows on the site, if later than the day it goes live: a notice that
 * starts on a later day, a menu item whose season starts later. The site dates them by the bar's
 * day, rebuilt every morning (model/dated-content.ts); the owner reads "live; shows from 8 December".
 * Holiday hours are not among them: the contact page lists every coming holiday as soon as it is saved.
 */
import type { CalendarDay } from '#model/bar-calendar';
import { canonicalText } from '#model/content-digest';
import { showsLaterFrom, type DayRange } from '#model/dated-content';

type Values = Record<string, unknown>;

interface SavedChange {
  /** The document's file: `content/site/site.json`. */
  file: string;
  before: unknown;
  after: unknown;
  /** The bar's day now. */
  today: CalendarDay;
}

const same = (one: unknown, other: unknown) => canonicalText(one) === canonicalText(other);
const asValues = (value: unknown): Values =>
  typeof value === 'object' && value !== null ? (value as Values) : {};

/** A notice saved with a first day still to come, and nothing else changed in the site's words. */
function noticeShowsFrom({ before, after, today }: SavedChange): CalendarDay | undefined {
  const [was, is] = [asValues(before), asValues(after)];
  const notice = asValues(is.notice);
  if (same(was.notice, is.notice) || !same({ ...was, notice: null }, { ...is, notice: null })) {
    return undefined;
  }
  return typeof notice.text === 'string' && notice.text.trim()
    ? showsLaterFrom(notice as DayRange, today)
    : undefined;
}

interface MenuItem {
  name?: string;
  season?: DayRange;
}
const itemsOf = (menu: unknown) =>
  ((asValues(menu).sections as { items?: MenuItem[] }[] | undefined) ?? []).flatMap(
    (section) => section.items ?? [],
  );

/**
 * Menu items saved with a season still to come, and nothing else changed: the day the first of them
 * comes into season. (The stamp the editor writes at each save is not a change of the owner's.)
 */
function menuShowsFrom({ before, after, today }: SavedChange): CalendarDay | undefined {
  const earlier = new Set(itemsOf(before).map((item) => canonicalText(item)));
  const changed = itemsOf(after).filter((item) => !earlier.has(canonicalText(item)));
  const later = changed.map((item) => showsLaterFrom(item.season ?? {}, today));
  if (changed.length === 0 || later.some((day) => day === undefined)) {
    return undefined;
  }
  // The rest of the menu, the changed items (their old and new lines alike) set aside.
  const names = new Set(changed.map((item) => item.name));
  const withoutChanged = (menu: unknown) => {
    const { checkedOn, ...rest } = asValues(menu);
    const sections = ((rest.sections as { items?: MenuItem[] }[] | undefined) ?? []).map((section) => ({
      ...section,
      items: (section.items ?? []).filter((item) => !names.has(item.name)),
    }));
    return { ...rest, sections };
  };
  return same(withoutChanged(before), withoutChanged(after)) ? (later as CalendarDay[]).sort()[0] : undefined;
}

const byFile: Record<string, (change: SavedChange) => CalendarDay | undefined> = {
  'content/site/site.json': noticeShowsFrom,
  'content/pages/menu.json': menuShowsFrom,
};

export function showsFrom(change: SavedChange): CalendarDay | undefined {
  return byFile[change.file]?.(change);
}
