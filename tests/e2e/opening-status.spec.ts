/**
 * "Open now" on the contact page's hours card and in every footer, worked out in the visitor's
 * browser on the bar's clock. The browser is set to Tokyo, 14 hours ahead of the bar in New York,
 * so a status worked out in the visitor's zone would be wrong at every one of these moments.
 * What the status says is the same code at every width: checked on a phone, where most visitors
 * read it. Only whether it moves the page when it appears depends on the width, so that runs at both.
 */
import business from '../../content/site/business.json';
import { expect, test } from './fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';
import { phoneOnlyTest } from './one-width';
import type { Page } from '@playwright/test';

test.use({ timezoneId: 'Asia/Tokyo' });

/** The moments below are read against these hours and holidays (content/site/business.json). */
test.beforeAll(() => {
  expect(business.timeZone).toBe('America/New_York');
  expect(business.hours.map(({ days, opens, closes }) => [days.length, opens, closes])).toEqual([
    [5, '06:00', '18:00'],
    [2, '07:00', '19:00'],
  ]);
  expect(business.specialHours).toEqual([
    expect.objectContaining({ date: '2026-12-24', opens: '06:00', closes: '14:00' }),
    expect.objectContaining({ date: '2026-12-25', closed: true }),
  ]);
});

const footerStatus = (page: Page) => page.locator('footer [data-opening-status]');
const cardStatus = (page: Page) => page.locator('#contact-hours [data-opening-status]');

/** The status as drawn on screen (innerText), so a lost space between its parts would show. */
const shown = (page: Page, which: 'footer' | 'card') =>
  (which === 'footer' ? footerStatus(page) : cardStatus(page)).evaluate(
    (element) => (element as HTMLElement).innerText,
  );

const moments: [string, string, string][] = [
  ['a weekday morning', '2026-12-02T14:00:00Z', 'Open now · closes 6:00 PM'],
  ['just before closing', '2026-12-02T22:40:00Z', 'Closes in 20 minutes'],
  // Thursday 13:00 in Tokyo, when the bar is open; in New York it is 11 PM on Wednesday.
  ['at night', '2026-12-03T04:00:00Z', 'Closed · opens Thursday at 6:00 AM'],
  ['early in the morning', '2026-12-03T10:30:00Z', 'Closed · opens today at 6:00 AM'],
  ['on a Sunday morning', '2026-12-06T11:30:00Z', 'Closed · opens today at 7:00 AM'],
  // Monday 10:00 in Tokyo.
  ['on a Sunday night', '2026-12-07T01:00:00Z', 'Closed · opens Monday at 6:00 AM'],
  ['on Christmas Eve, closing early', '2026-12-24T18:45:00Z', 'Closes in 15 minutes'],
  ['on Christmas Day, closed', '2026-12-25T15:00:00Z', 'Closed · opens Saturday at 7:00 AM'],
  // 07:30 EDT on the day summer time starts; read as EST (06:30) it would be closed.
  ['the day summer time starts', '2026-03-08T11:30:00Z', 'Open now · closes 7:00 PM'],
  // 06:30 EST on the day summer time ends; read as EDT (07:30) it would be open.
  ['the day summer time ends', '2026-11-01T11:30:00Z', 'Closed · opens today at 7:00 AM'],
];

for (const [moment, instant, expected] of moments) {
  test(
    `${moment}, the contact page and the footer say "${expected}"`,
    phoneOnlyTest,
    async ({ page, openPage }) => {
      await page.clock.setFixedTime(new Date(instant));
      await openPage('/contact');
      await expect(cardStatus(page)).toHaveText(expected);
      await expect(footerStatus(page)).toHaveText(expected);
      expect(await shown(page, 'card')).toBe(expected);
      expect(await shown(page, 'footer')).toBe(expected);
    },
  );
}

test('every page’s footer says it', phoneOnlyTest, async ({ page, openPage }) => {
  await page.clock.setFixedTime(new Date('2026-12-02T14:00:00Z'));
  for (const path of ['/', '/catering', '/privacy']) {
    await openPage(path);
    await expect(footerStatus(page)).toHaveText('Open now · closes 6:00 PM');
  }
});

test('it counts down while the page stays open', phoneOnlyTest, async ({ page, openPage }) => {
  // 5:29 PM in New York.
  await page.clock.install({ time: new Date('2026-12-02T22:29:00Z') });
  await openPage('/contact');
  await expect(cardStatus(page)).toHaveText('Open now · closes 6:00 PM');
  await page.clock.runFor('02:00');
  await expect(cardStatus(page)).toHaveText('Closes in 29 minutes');
  await expect(footerStatus(page)).toHaveText('Closes in 29 minutes');
  await page.clock.runFor('29:00');
  await expect(cardStatus(page)).toHaveText('Closed · opens Thursday at 6:00 AM');
});

test('the prerendered HTML states no status, only the weekly hours', phoneOnlyTest, async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html.match(/data-opening-status=""><\/p>/g)).toHaveLength(2);
  // The page's script writes it from the phrases in its data block (src/browser/opening-status.ts).
  const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  expect(shown).not.toMatch(/Open now|Closed ·|Closes in/);
  expect(html).toContain('6:00 AM');
});

test('the status appears without moving anything (no layout shift)', async ({ page, openPage }) => {
  await recordLayoutShifts(page);
  // A first visit: drawn in the fallbacks, into which no web font is swapped (decision 016),
  // so any shift here is the status's.
  // The longest status, which takes two lines in the hours card at desktop width.
  await page.clock.setFixedTime(new Date('2026-12-03T04:00:00Z'));
  await openPage('/contact');
  await expect(cardStatus(page)).toHaveText('Closed · opens Thursday at 6:00 AM');
  expect(await layoutShiftsSoFar(page)).toEqual([]);
});

test.describe('without JavaScript', phoneOnlyTest, () => {
  test.use({ javaScriptEnabled: false });

  test('the hours card shows the weekly hours and no status', async ({ page, openPage }) => {
    await openPage('/contact');
    await expect(page.locator('#contact-hours')).toContainText('Mon-Fri 6:00 AM to 6:00 PM');
    await expect(cardStatus(page)).toHaveText('');
  });
});
