import { buildDayOf } from './build-day';

describe('buildDayOf', () => {
  it('is today on the bar’s calendar, not the build machine’s', () => {
    // 03:00 UTC on 2 December is still 1 December in New York.
    expect(buildDayOf({ timeZone: 'America/New_York', now: new Date('2026-12-02T03:00:00Z') })).toBe(
      '2026-12-01',
    );
  });

  it('takes the day asked for', () => {
    expect(
      buildDayOf({
        timeZone: 'America/New_York',
        requested: '2026-12-03',
        now: new Date('2026-11-25T12:00:00Z'),
      }),
    ).toBe('2026-12-03');
  });

  it('refuses a day that does not exist, saying how to write it', () => {
    expect(() =>
      buildDayOf({ timeZone: 'America/New_York', requested: '2026-02-30', now: new Date() }),
    ).toThrow('SITE_BUILD_DAY must be a real date written YYYY-MM-DD, e.g. 2026-12-02; found "2026-02-30".');
  });
});
