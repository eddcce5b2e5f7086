import { checkCalendarDay, checkTimeZone } from './calendar';
import { checkSiteNotice } from './site-notice';
import { checkSpecialHours } from './special-hours';

describe('checkSpecialHours', () => {
  it('accepts a closed day and a day with other hours', () => {
    expect(
      checkSpecialHours([
        { date: '2026-12-24', opens: '06:00', closes: '14:00' },
        { date: '2026-12-25', closed: true },
      ]),
    ).toBeUndefined();
  });

  it('refuses a date given twice', () => {
    expect(
      checkSpecialHours([
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', opens: '08:00', closes: '12:00' },
      ]),
    ).toBe('2026-12-25 is in two lines (1 and 2). Give each date one line.');
  });

  it('refuses hours that close before they open', () => {
    expect(checkSpecialHours([{ date: '2026-12-24', opens: '14:00', closes: '06:00' }])).toBe(
      'Line 1 (2026-12-24) closes at 06:00, which is not after it opens (14:00). Write times as HH:MM, 24-hour.',
    );
  });

  it('refuses a day that is neither closed nor has hours', () => {
    expect(checkSpecialHours([{ date: '2026-12-24', opens: '06:00' }])).toMatch(
      /^Line 1 \(2026-12-24\) is neither closed nor has its hours/,
    );
  });
});

describe('checkCalendarDay and checkTimeZone', () => {
  it('refuse a date that does not exist and a zone that is not an IANA name', () => {
    expect(checkCalendarDay('2026-02-30')).toBe(
      'Write a real date as YYYY-MM-DD, e.g. 2026-12-25; found "2026-02-30".',
    );
    expect(checkCalendarDay('2026-12-25')).toBeUndefined();
    expect(checkTimeZone('Eastern')).toMatch(
      /^Write the time zone as its IANA name, such as America\/New_York/,
    );
    expect(checkTimeZone('America/New_York')).toBeUndefined();
  });
});

describe('checkSiteNotice', () => {
  const notice = { text: 'Closed Monday for a private event', starts: '2026-11-28', ends: '2026-12-01' };

  it('accepts a notice with its days, and no notice at all', () => {
    expect(checkSiteNotice(notice)).toBeUndefined();
    expect(checkSiteNotice({ text: '' })).toBeUndefined();
  });

  it('refuses a notice without its days, or ending before it starts', () => {
    expect(checkSiteNotice({ text: notice.text })).toMatch(/^A notice needs its first and its last day/);
    expect(checkSiteNotice({ ...notice, ends: '2026-11-27' })).toBe(
      'The notice ends on 2026-11-27, before it starts (2026-11-28).',
    );
  });

  it('refuses half a link', () => {
    expect(checkSiteNotice({ ...notice, linkLabel: 'See our hours' })).toMatch(
      /^A link needs both its words/,
    );
    expect(checkSiteNotice({ ...notice, linkLabel: 'See our hours', linkHref: '/contact' })).toBeUndefined();
  });
});
