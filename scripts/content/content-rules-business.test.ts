/**
 * The bar's details and hours (content/site/business.json), wrong in each way the issue found
 * (issue 11, defect 6), written into a copy of the real content: the check must name the file,
 * the field and what it expected. The site and its pages: content-rules.test.ts; the menu:
 * content-rules-menu.test.ts.
 */
import { at, contentCheckCopy, contentFiles, type RefusedChange } from '#tests/unit-support/content-copy';

const { problemsAfter } = contentCheckCopy('content-rules-business-');
const { business } = contentFiles;

describe('the content check refuses well-typed but wrong content', () => {
  it.each<RefusedChange>([
    {
      kind: 'not-an-email as the email',
      file: business,
      change: (d) => (d.email = 'not-an-email'),
      field: 'email',
      message: /^Write an email address/,
    },
    {
      kind: 'words as the phone',
      file: business,
      change: (d) => (d.phone = 'call the bar'),
      field: 'phone',
      message: /^Write a phone number with 7 to 15 digits/,
    },
    {
      kind: 'a map link that is not a URL',
      file: business,
      change: (d) => (at(d, 'address').mapUrl = 'the square'),
      field: 'address.mapUrl',
      message: /^Write a complete web address starting with https:\/\//,
    },
    {
      kind: 'a profile that is not https',
      file: business,
      change: (d) => (at(d, 'social', 1).url = 'http://facebook.com/bar'),
      field: 'social[1].url',
      message: /^Write a complete web address starting with https:\/\//,
    },
    {
      kind: 'hours that close before they open',
      file: business,
      change: (d) => Object.assign(at(d, 'hours', 0), { opens: '18:00', closes: '06:00' }),
      field: 'hours',
      message: /^Line 1 \(Mon-Fri\) closes at 06:00, which is not after it opens \(18:00\)/,
    },
    {
      kind: 'a day in two lines',
      file: business,
      change: (d) => (at(d, 'hours', 1).days = ['Friday', 'Saturday']),
      field: 'hours',
      message: /^Friday is in two lines \(1 and 2\)/,
    },
    {
      kind: 'a line without days',
      file: business,
      change: (d) => (at(d, 'hours', 1).days = []),
      field: 'hours[1].days',
      message: /^Choose at least one day/,
    },
    {
      kind: 'a time zone that is not an IANA name',
      file: business,
      change: (d) => (d.timeZone = 'Eastern Time'),
      field: 'timeZone',
      message: /^Write the time zone as its IANA name/,
    },
    {
      kind: 'a holiday on a date that does not exist',
      file: business,
      change: (d) => (at(d, 'specialHours', 1).date = '2026-02-30'),
      field: 'specialHours[1].date',
      message: /^Write a real date as YYYY-MM-DD/,
    },
    {
      kind: 'special hours that close before they open',
      file: business,
      change: (d) => Object.assign(at(d, 'specialHours', 0), { opens: '14:00', closes: '06:00' }),
      field: 'specialHours',
      message: /^Line 1 \(2026-12-24\) closes at 06:00, which is not after it opens/,
    },
    {
      kind: 'a holiday date given twice',
      file: business,
      change: (d) => (at(d, 'specialHours', 1).date = '2026-12-24'),
      field: 'specialHours',
      message: /^2026-12-24 is in two lines \(1 and 2\)/,
    },
  ])('$kind', ({ file, change, field, message }) => {
    expect(problemsAfter(file, change)).toEqual([
      { file, path: field, message: expect.stringMatching(message) as string },
    ]);
  });
});
