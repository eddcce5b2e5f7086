import type { SpecialHoursLine } from '#tina/schema/collections/business';
import type { SiteContent } from '#tina/schema/collections/site';

/**
 * The notice and closed date an owner sets in the tests: the notice shown from 28 November to
 * 1 December, and 1 December closed. The `owner` copy of the site is built with them
 * (scripts/site-copies/site-variants.ts); src/layout/site-notice-by-day.test.tsx renders them.
 */
export const ownerNotice = {
  text: 'Closed Monday 1 December for a private event.',
  starts: '2026-11-28',
  ends: '2026-12-01',
  linkLabel: 'See our hours',
  linkHref: '/contact',
  dismissLabel: 'Dismiss notice',
} satisfies SiteContent['notice'];

export const ownerClosedDate = {
  date: '2026-12-01',
  closed: true,
  note: 'Private event',
} satisfies SpecialHoursLine;
