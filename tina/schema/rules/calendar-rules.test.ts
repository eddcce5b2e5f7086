import { checkSiteNotice } from './site-notice';
import { checkSpecialHours } from './special-hours';

describe('checkSpecialHours', () => {
  // A closed day and other hours accepted, a date given twice, hours closing before they open, a
  // date that does not exist, a zone that is not an IANA name: content-rules-business.test.ts; a
  // notice ending before it starts: content-rules.test.ts (both in scripts/content/, through the
  // content check).
  it('refuses a day that is neither closed nor has hours', () => {
    expect(checkSpecialHours([{ date: '2026-12-24', opens: '06:00' }])).toMatch(
      /^Line 1 \(2026-12-24\) is neither closed nor has its hours/,
    );
  });
});

describe('checkSiteNotice', () => {
  const notice = { text: 'Closed Monday for a private event', starts: '2026-11-28', ends: '2026-12-01' };

  it('accepts a notice with its days, and no notice at all', () => {
    expect(checkSiteNotice(notice)).toBeUndefined();
    expect(checkSiteNotice({ text: '' })).toBeUndefined();
  });

  it('refuses a notice without its days', () => {
    expect(checkSiteNotice({ text: notice.text })).toMatch(/^A notice needs its first and its last day/);
  });

  it('refuses half a link', () => {
    expect(checkSiteNotice({ ...notice, linkLabel: 'See our hours' })).toMatch(
      /^A link needs both its words/,
    );
    expect(checkSiteNotice({ ...notice, linkLabel: 'See our hours', linkHref: '/contact' })).toBeUndefined();
  });
});
