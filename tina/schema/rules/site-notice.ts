import { isCalendarDay } from '#model/bar-calendar';

interface NoticeFields {
  readonly text?: string;
  readonly starts?: string;
  readonly ends?: string;
  readonly linkLabel?: string;
  readonly linkHref?: string;
}

/**
 * The notice across the top of every page: with a text it needs its first and last day, the
 * last not before the first, and a link needs both its words and where it goes. Without a
 * text there is no notice and the rest is ignored.
 */
export function checkSiteNotice(notice: NoticeFields | undefined): string | undefined {
  if (!notice?.text?.trim()) {
    return undefined;
  }
  const problems: string[] = [];
  const { starts, ends } = notice;
  if (!starts || !ends) {
    problems.push('A notice needs its first and its last day (YYYY-MM-DD), so it cannot stay up by mistake.');
  } else if (isCalendarDay(starts) && isCalendarDay(ends) && ends < starts) {
    problems.push(`The notice ends on ${ends}, before it starts (${starts}).`);
  }
  const label = notice.linkLabel?.trim();
  const href = notice.linkHref?.trim();
  if (Boolean(label) !== Boolean(href)) {
    problems.push(
      'A link needs both its words and where it goes; leave both empty for a notice without a link.',
    );
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}
