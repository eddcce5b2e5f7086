import { addDays, barMoment, formatDay, isCalendarDay, isTimeZone, weekdayOf } from './bar-calendar';

describe('the bar’s calendar', () => {
  it('reads an instant on the bar’s clock, not the machine’s', () => {
    // 04:00 UTC on Thursday is 23:00 on Wednesday in New York and 13:00 on Thursday in Tokyo.
    expect(barMoment(new Date('2026-11-26T04:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-11-25',
      weekday: 'Wednesday',
      minutes: 23 * 60,
    });
    expect(barMoment(new Date('2026-11-26T04:00:00Z'), 'Asia/Tokyo')).toEqual({
      day: '2026-11-26',
      weekday: 'Thursday',
      minutes: 13 * 60,
    });
  });

  it('writes midnight as minute 0', () => {
    expect(barMoment(new Date('2026-11-25T05:00:00Z'), 'America/New_York').minutes).toBe(0);
  });

  it('counts days across a month, a year and a change of clocks', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekdayOf('2026-12-25')).toBe('Friday');
  });

  it.each([
    ['2026-12-25', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['25/12/2026', false],
    ['2026-12-5', false],
  ])('%s is a real day: %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });

  it.each([
    ['America/New_York', true],
    ['Europe/Rome', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['New York', false],
    ['EST', false],
    ['+01:00', false],
  ])('%s is a time zone: %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });
});

describe('days in words', () => {
  const everyDayOf2027 = Array.from({ length: 365 }, (_, index) => addDays('2027-01-01', index));
  const asIntl = (day: string, language: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

  it.each([
    ['long', { weekday: 'long', month: 'long', day: 'numeric' }],
    ['short', { weekday: 'short', month: 'short', day: 'numeric' }],
    ['weekday', { weekday: 'long' }],
  ] as const)('writes English %s days exactly as Intl does, every day of a year', (style, options) => {
    for (const language of ['en', 'en-US']) {
      const differ = everyDayOf2027.filter(
        (day) => formatDay(day, language, style) !== asIntl(day, language, options),
      );
      expect(differ).toEqual([]);
    }
  });

  it('asks Intl for other languages', () => {
    expect(formatDay('2026-12-25', 'it')).toBe('venerdì 25 dicembre');
    expect(formatDay('2026-12-25', 'en-GB', 'short')).toBe('Fri 25 Dec');
  });
});
