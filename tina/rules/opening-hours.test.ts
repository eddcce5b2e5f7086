import businessJson from '../../content/site/business.json';
import { checkDays, checkOpeningHours } from './opening-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('checkOpeningHours', () => {
  it('accepts the stored hours', () => {
    expect(checkOpeningHours(businessJson.hours)).toBeUndefined();
  });

  it('refuses a line that closes before it opens', () => {
    expect(checkOpeningHours([{ label: 'Mon-Fri', days: weekdays, opens: '18:00', closes: '06:00' }])).toBe(
      'Line 1 (Mon-Fri) closes at 06:00, which is not after it opens (18:00). Write times as HH:MM, 24-hour, e.g. opens 06:00, closes 18:00.',
    );
  });

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

  it('refuses a day listed in two lines', () => {
    const hours = [
      { label: 'Mon-Fri', days: weekdays, opens: '06:00', closes: '18:00' },
      { label: 'Fri-Sun', days: ['Friday', 'Saturday', 'Sunday'], opens: '07:00', closes: '19:00' },
    ];
    expect(checkOpeningHours(hours)).toBe(
      'Friday is in two lines (1 and 2). List each day in one line only.',
    );
  });
});

describe('checkDays', () => {
  it('refuses a line without days', () => {
    expect(checkDays([])).toBe('Choose at least one day for this line, or remove the line.');
    expect(checkDays(['Monday'])).toBeUndefined();
  });
});
