import { formatTime } from '../../site/bar-calendar';

describe('opening hours', () => {
  it.each([
    ['06:00', '6:00 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['19:30', '7:30 PM'],
  ])('writes %s as %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  // The hours the spec gives, from the content: src/pages/service-pages.test.tsx (the contact page's hours card).
});
