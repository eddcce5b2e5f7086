import { statusParts, type StatusPhrases } from './status-text';

const phrases: StatusPhrases = {
  openNow: 'Open now',
  closesAt: 'closes {time}',
  closesIn: 'Closes in {minutes} minutes',
  closesInOneMinute: 'Closes in 1 minute',
  closed: 'Closed',
  opensToday: 'opens today at {time}',
  opensOn: 'opens {day} at {time}',
};

const words = (...args: Parameters<typeof statusParts>) =>
  statusParts(...args)
    .map((part) => part.text)
    .join(' · ');

describe('statusParts', () => {
  it.each<[string, Parameters<typeof statusParts>[0], string]>([
    ['open', { open: true, closes: '18:00', minutesLeft: 31 }, 'Open now · closes 6:00 PM'],
    ['in the last half hour', { open: true, closes: '18:00', minutesLeft: 30 }, 'Closes in 30 minutes'],
    ['in the last minute', { open: true, closes: '18:00', minutesLeft: 1 }, 'Closes in 1 minute'],
    [
      'before opening',
      { open: false, next: { day: '2026-11-25', daysAhead: 0, opens: '07:00' } },
      'Closed · opens today at 7:00 AM',
    ],
    [
      'the night before',
      { open: false, next: { day: '2026-11-30', daysAhead: 1, opens: '06:00' } },
      'Closed · opens Monday at 6:00 AM',
    ],
    [
      'closed for more than a week',
      { open: false, next: { day: '2027-01-04', daysAhead: 10, opens: '06:00' } },
      'Closed · opens Monday, January 4 at 6:00 AM',
    ],
    ['closed for good', { open: false }, 'Closed'],
  ])('%s', (_case, status, expected) => {
    expect(words(status, phrases, 'en')).toBe(expected);
  });

  it('names the phrase each part comes from, for the editor', () => {
    expect(
      statusParts({ open: true, closes: '18:00', minutesLeft: 90 }, phrases, 'en').map((p) => p.phrase),
    ).toEqual(['openNow', 'closesAt']);
  });

  it('uses the owner’s words', () => {
    const own = { ...phrases, openNow: 'Siamo aperti', closesAt: 'fino alle {time}' };
    expect(words({ open: true, closes: '19:00', minutesLeft: 200 }, own, 'en')).toBe(
      'Siamo aperti · fino alle 7:00 PM',
    );
  });
});
