/**
 * "Open now" on the contact page's hours card and in the footer, written by the page's script
 * (src/browser/opening-status.ts) from a worker, on the bar's clock. The browser is set to Tokyo,
 * 14 hours ahead of the bar in New York, so a status worked out in the visitor's zone would be
 * wrong. What the status says at each moment (holidays, summer time, the night before) is
 * model/opening-status.test.ts's and model/status-text.test.ts's; that the prerendered HTML states
 * none, src/components/opening-status/opening-status.test.tsx's.
 */
import business from '#content/site/business.json';
import { expect, test } from './support/fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from './support/layout-shifts';
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

// At both widths: whether the status moves the page when it appears depends on the width.
test('the card and the footer say it, count down while the page stays open, and move nothing', async ({
  page,
  openPage,
}) => {
  await recordLayoutShifts(page);
  // 5:29 PM on Wednesday in New York; Thursday 07:29 in Tokyo.
  await page.clock.install({ time: new Date('2026-12-02T22:29:00Z') });
  await openPage('/contact');
  await expect(cardStatus(page)).toHaveText('Open now · closes 6:00 PM');
  expect(await shown(page, 'card')).toBe('Open now · closes 6:00 PM');
  expect(await shown(page, 'footer')).toBe('Open now · closes 6:00 PM');
  await page.clock.runFor('02:00');
  await expect(cardStatus(page)).toHaveText('Closes in 29 minutes');
  await expect(footerStatus(page)).toHaveText('Closes in 29 minutes');
  await page.clock.runFor('29:00');
  // The longest status, which takes two lines in the hours card at desktop width.
  await expect(cardStatus(page)).toHaveText('Closed · opens Thursday at 6:00 AM');
  expect(await shown(page, 'footer')).toBe('Closed · opens Thursday at 6:00 AM');
  // A first visit: drawn in the fallbacks, into which no web font is swapped (decision 016),
  // so any shift here is the status's.
  expect(await layoutShiftsSoFar(page)).toEqual([]);
});
