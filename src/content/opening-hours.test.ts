import businessJson from '../../content/site/business.json';
import { formatTime } from '../../site/bar-calendar';
import { formatOpeningHours } from './opening-hours';

describe('opening hours', () => {
  it.each([
    ['06:00', '6:00 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['19:30', '7:30 PM'],
  ])('writes %s as %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  it('shows the hours the spec gives, from the content', () => {
    expect(businessJson.hours.map(formatOpeningHours)).toEqual([
      'Mon-Fri 6:00 AM to 6:00 PM',
      'Sat-Sun 7:00 AM to 7:00 PM',
    ]);
  });
});
