import type { CalendarDay } from '#model/bar-calendar';
import { isShownOn } from '#model/dated-content';
import type { SiteContent } from '#tina/schema/collections/site';

type Notice = SiteContent['notice'];

/** The notice if it has a text and this day is between its first and last day (both shown). */
export function liveNotice(notice: Notice, day: CalendarDay): Notice | undefined {
  const { text, starts, ends } = notice;
  if (!text?.trim() || !starts || !ends) {
    return undefined;
  }
  return isShownOn(notice, day) ? notice : undefined;
}

/**
 * A short name for the notice's wording and dates (FNV-1a): letters and digits only, so the prerender can put
 * it in the head's script as it is, and a new notice is not hidden by the dismissal of an old one.
 */
export function noticeId(notice: Notice): string {
  let hash = 0x811c9dc5;
  for (const char of `${notice.starts ?? ''}|${notice.ends ?? ''}|${notice.text ?? ''}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
