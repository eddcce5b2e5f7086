import { checkDayRange } from './calendar';

interface NoticeFields {
  readonly text?: string;
  readonly starts?: string;
  readonly ends?: string;
  readonly linkLabel?: string;
  readonly linkHref?: string;
}

/** A link needs both its words and where it goes, or neither. */
function checkNoticeLink(notice: NoticeFields): string | undefined {
  const label = notice.linkLabel?.trim();
  const href = notice.linkHref?.trim();
  return Boolean(label) === Boolean(href)
    ? undefined
    : 'A link needs both its words and where it goes; leave both empty for a notice without a link.';
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
  const days = checkDayRange(notice, {
    what: 'notice',
    missing: 'A notice needs its first and its last day (YYYY-MM-DD), so it cannot stay up by mistake.',
  });
  const problems = [days, checkNoticeLink(notice)].filter(Boolean);
  return problems.length > 0 ? problems.join(' ') : undefined;
}
