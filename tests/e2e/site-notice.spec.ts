/**
 * The owner's notice and a closed date, as a build dated inside the notice's days shows them:
 * the `owner` copy of scripts/site-copies/site-variants.ts, built with SITE_BUILD_DAY 30 November. Gone
 * from a build dated after them: src/layout/site-notice-by-day.test.tsx.
 */
import type { Page } from '@playwright/test';
import { servePreview } from '#scripts/tooling/project-copy';
import { expect, test, testWithoutPage } from './support/fixtures';
import {
  closedDateNote,
  copyBuildTimeoutMs,
  noticeText,
  variantCopy,
} from '#scripts/site-copies/site-variants';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

test.describe('a notice and a closed date set by the owner', () => {
  test.describe.configure({ mode: 'serial' });

  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  const port = copyPort(copyOffsets.siteNotice);
  const origin = `http://127.0.0.1:${port}`;

  // One build serves both sizes; checked at desktop size (playwright.config.ts).
  test.beforeAll(async () => {
    test.setTimeout(copyBuildTimeoutMs);
    server = await servePreview(await variantCopy('owner'), port);
  });

  test.afterAll(() => server?.stop());

  const notice = (page: Page) => page.locator('[data-site-notice]');

  // The closed date in the structured data, and gone from it once past: src/build-time/structured-data.test.ts.
  testWithoutPage('is in the prerendered HTML of every page, before the header', async ({ request }) => {
    for (const route of ['/', '/contact', '/privacy']) {
      const html = await (await request.get(origin + route)).text();
      const body = html.slice(html.indexOf('<body'));
      expect(body.indexOf(noticeText), route).toBeGreaterThan(0);
      expect(body.indexOf(noticeText), route).toBeLessThan(body.indexOf('<header'));
    }
  });

  test('a visitor can close it for the rest of the visit, and it does not come back on the next page, which lists the closed date', async ({
    page,
    openPage,
  }) => {
    await openPage(`${origin}/`);
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    // Hidden, for the eye and for screen readers alike (`display: none`).
    await expect(notice(page)).toBeHidden();
    await expect(page.getByRole('region', { name: noticeText })).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await page
      .getByRole('navigation', { name: /main|primary/i })
      .getByRole('link', { name: 'Contact' })
      .first()
      .click();
    await expect(page).toHaveURL(`${origin}/contact`);
    await expect(notice(page)).toBeHidden();
    // The closed date is listed on the contact page (the notice as text, and not a live region, is
    // src/components/site-notice/site-notice.test.tsx's).
    await expect(page.locator('#contact-hours')).toContainText(`Tue, Dec 1: Closed (${closedDateNote})`);
    // A page loaded afresh: hidden before its script starts, so it neither flashes nor moves the page.
    await page.goto(`${origin}/catering`, { waitUntil: 'commit' });
    await expect(page.locator('html[data-notice-dismissed]')).toBeAttached();
    await expect(notice(page)).toBeHidden();
  });
});
