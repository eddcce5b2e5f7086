import { checkOpeningHours } from './opening-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('checkOpeningHours', () => {
  // The stored hours accepted: scripts/content/project-content.test.ts; a line closing before it
  // opens, a day in two lines, a line without days: content-rules-business.test.ts, through the content check.
  it('refuses a line that closes when it opens', () => {
    expect(checkOpeningHours([{ days: ['Monday'], opens: '09:00', closes: '09:00' }])).toMatch(
      /^Line 1 closes at 09:00, which is not after it opens/,
    );
  });

  it('names every problem at once', () => {
    const hours = [
      { label: 'Mon-Fri', days: weekdays, opens: '06:00', closes: '18:00' },
      { label: 'Fri-Sun', days: ['Friday', 'Saturday', 'Sunday'], opens: '19:00', closes: '07:00' },
    ];
    expect(checkOpeningHours(hours)).toBe(
      'Line 2 (Fri-Sun) closes at 07:00, which is not after it opens (19:00). Write times as HH:MM, 24-hour, e.g. opens 06:00, closes 18:00. Friday is in two lines (1 and 2). List each day in one line only.',
    );
  });
});
