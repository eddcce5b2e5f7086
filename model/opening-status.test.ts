import { openingStatus, upcomingSpecialHours, type BarSchedule } from './opening-status';

/** The bar's hours as content/site/business.json has them, in Vermont's zone. */
const bar: BarSchedule = {
  timeZone: 'America/New_York',
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '06:00', closes: '18:00' },
    { days: ['Saturday', 'Sunday'], opens: '07:00', closes: '19:00' },
  ],
  specialHours: [
    { date: '2026-12-24', opens: '06:00', closes: '14:00', note: 'Christmas Eve' },
    { date: '2026-12-25', closed: true, note: 'Christmas Day' },
  ],
};

const at = (iso: string, schedule = bar) => openingStatus(schedule, new Date(iso));

describe('openingStatus, on the bar’s clock (New York), whatever the zone of the device', () => {
  it.each([
    ['a weekday morning', '2026-11-25T14:00:00Z', { open: true, closes: '18:00', minutesLeft: 540 }],
    [
      'twenty minutes before closing',
      '2026-11-25T22:40:00Z',
      { open: true, closes: '18:00', minutesLeft: 20 },
    ],
    ['one minute before closing', '2026-11-25T22:59:00Z', { open: true, closes: '18:00', minutesLeft: 1 }],
    [
      'before opening',
      '2026-11-25T10:30:00Z',
      { open: false, next: { day: '2026-11-25', daysAhead: 0, opens: '06:00' } },
    ],
    // 18:00 sharp: closed, as the hours say "to 6:00 PM".
    [
      'at closing time',
      '2026-11-25T23:00:00Z',
      { open: false, next: { day: '2026-11-26', daysAhead: 1, opens: '06:00' } },
    ],
    // 23:00 on Wednesday in New York is already Thursday 13:00 in Tokyo: the bar’s day counts.
    [
      'at night',
      '2026-11-26T04:00:00Z',
      { open: false, next: { day: '2026-11-26', daysAhead: 1, opens: '06:00' } },
    ],
    [
      'on a Saturday morning',
      '2026-11-28T11:30:00Z',
      { open: false, next: { day: '2026-11-28', daysAhead: 0, opens: '07:00' } },
    ],
    [
      'on a Sunday evening',
      '2026-11-30T01:00:00Z',
      { open: false, next: { day: '2026-11-30', daysAhead: 1, opens: '06:00' } },
    ],
  ])('%s', (_moment, iso, expected) => {
    expect(at(iso)).toEqual(expected);
  });

  it('follows other hours on a date: Christmas Eve closes at 2 PM', () => {
    expect(at('2026-12-24T18:45:00Z')).toEqual({ open: true, closes: '14:00', minutesLeft: 15 });
    expect(at('2026-12-24T19:00:00Z')).toEqual({
      open: false,
      next: { day: '2026-12-26', daysAhead: 2, opens: '07:00' },
    });
  });

  it('follows a closed date: Christmas Day, a Friday, opens again on Saturday', () => {
    expect(at('2026-12-25T15:00:00Z')).toEqual({
      open: false,
      next: { day: '2026-12-26', daysAhead: 1, opens: '07:00' },
    });
  });

  it('uses summer time from the day it starts (Sunday 8 March 2026)', () => {
    // 07:30 EDT; reading it as EST (06:30) would say closed.
    expect(at('2026-03-08T11:30:00Z')).toEqual({ open: true, closes: '19:00', minutesLeft: 690 });
    // The Saturday before, still EST: 06:30, not yet open.
    expect(at('2026-03-07T11:30:00Z')).toMatchObject({ open: false, next: { daysAhead: 0, opens: '07:00' } });
  });

  it('uses winter time from the day it ends (Sunday 1 November 2026)', () => {
    // 06:30 EST; reading it as EDT (07:30) would say open.
    expect(at('2026-11-01T11:30:00Z')).toEqual({
      open: false,
      next: { day: '2026-11-01', daysAhead: 0, opens: '07:00' },
    });
    expect(at('2026-11-01T23:50:00Z')).toEqual({ open: true, closes: '19:00', minutesLeft: 10 });
  });

  it('skips days with no hours', () => {
    const weekdaysOnly: BarSchedule = { ...bar, hours: bar.hours.slice(0, 1), specialHours: [] };
    // Saturday noon: nothing on Saturday or Sunday.
    expect(at('2026-11-28T17:00:00Z', weekdaysOnly)).toEqual({
      open: false,
      next: { day: '2026-11-30', daysAhead: 2, opens: '06:00' },
    });
  });

  it('says only "closed" when no day in the coming weeks has hours', () => {
    expect(at('2026-11-25T14:00:00Z', { ...bar, hours: [], specialHours: [] })).toEqual({ open: false });
  });

  it('treats other hours missing their times as closed', () => {
    const schedule: BarSchedule = { ...bar, specialHours: [{ date: '2026-11-25', opens: '09:00' }] };
    expect(at('2026-11-25T15:00:00Z', schedule)).toMatchObject({ open: false, next: { daysAhead: 1 } });
  });
});

describe('upcomingSpecialHours', () => {
  it('keeps today and later, in date order', () => {
    const entries = [
      { date: '2026-12-25' },
      { date: '2026-11-01' },
      { date: '2026-12-24' },
      { date: '2026-11-25' },
    ];
    expect(upcomingSpecialHours(entries, '2026-11-25').map((entry) => entry.date)).toEqual([
      '2026-11-25',
      '2026-12-24',
      '2026-12-25',
    ]);
  });
});
