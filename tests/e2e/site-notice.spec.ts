/**
 * The owner's notice and a closed date, as a build dated inside and after the notice's days
 * shows them: a copy of the project with that content, built with SITE_BUILD_DAY.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { copyProject, runScript, servePreview } from '../../scripts/tooling/project-copy';
import { expect, test } from './fixtures';

const noticeText = 'Closed Monday 1 December for a private event.';

/** The copy's content: a notice from 28 November to 1 December, and 1 December closed. */
function writeNoticeContent(root: string) {
  const edit = (file: string, change: (document: Record<string, unknown>) => void) => {
    const full = path.join(root, file);
    const document = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
    change(document);
    fs.writeFileSync(full, JSON.stringify(document, null, 2));
  };
  edit('content/site/site.json', (site) => {
    site.notice = {
      text: noticeText,
      starts: '2026-11-28',
      ends: '2026-12-01',
      linkLabel: 'See our hours',
      linkHref: '/contact',
      dismissLabel: 'Dismiss notice',
    };
  });
  edit('content/site/business.json', (business) => {
    business.specialHours = [{ date: '2026-12-01', closed: true, note: 'Private event' }];
  });
}

const build = (root: string, day: string) =>
  runScript(root, 'scripts/build.ts', { ...process.env, SITE_BUILD_DAY: day });

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    specialOpeningHoursSpecification: unknown[];
  };

test.describe('a notice and a closed date set by the owner', () => {
  test.describe.configure({ mode: 'serial' });

  let root: string;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  const port = Number(process.env.PREVIEW_PORT ?? 4173) + 12;
  const origin = `http://127.0.0.1:${port}`;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a hook needs from this pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one build serves both sizes; checked at desktop size');
    test.setTimeout(300_000); // a whole build, on a machine busy with the other tests
    root = copyProject('site-notice');
    writeNoticeContent(root);
    await build(root, '2026-11-30');
    server = await servePreview(root, port);
  });

  test.afterAll(() => {
    server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const notice = (page: Page) => page.locator('[data-site-notice]');

  test('is in the prerendered HTML of every page, before the header, and in the structured data', async ({
    request,
  }) => {
    for (const route of ['/', '/contact', '/privacy']) {
      const html = await (await request.get(origin + route)).text();
      const body = html.slice(html.indexOf('<body'));
      expect(body.indexOf(noticeText), route).toBeGreaterThan(0);
      expect(body.indexOf(noticeText), route).toBeLessThan(body.indexOf('<header'));
      expect(jsonLdOf(html).specialOpeningHoursSpecification, route).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: '2026-12-01',
          validThrough: '2026-12-01',
          opens: '00:00',
          closes: '00:00',
        },
      ]);
    }
  });

  test('reads as plain text, without interrupting a screen reader, and the contact page lists the date', async ({
    page,
    openPage,
  }) => {
    await openPage(`${origin}/contact`);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).locator('p')).toHaveText(`${noticeText} See our hours`);
    expect(
      await notice(page).evaluate((element) =>
        element.closest('[aria-live], [role="alert"], [role="status"]'),
      ),
    ).toBeNull();
    await expect(page.locator('#contact-hours')).toContainText('Tue, Dec 1: Closed (Private event)');
  });

  test('a visitor can close it for the rest of the visit, and it does not come back on the next page', async ({
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
    // A page loaded afresh: hidden before its script starts, so it neither flashes nor moves the page.
    await page.goto(`${origin}/catering`, { waitUntil: 'commit' });
    await expect(page.locator('html[data-notice-dismissed]')).toBeAttached();
    await expect(notice(page)).toBeHidden();
  });

  test('is gone from a build dated after its last day, and so is the past closed date', async ({
    request,
  }) => {
    test.setTimeout(300_000);
    await build(root, '2026-12-02');
    const html = await (await request.get(`${origin}/`)).text();
    expect(html).not.toContain(noticeText);
    expect(html, 'the head script that hides a closed notice').not.toContain('sessionStorage.getItem');
    expect(jsonLdOf(html).specialOpeningHoursSpecification).toEqual([]);
    const contact = await (await request.get(`${origin}/contact`)).text();
    expect(contact).not.toContain('Private event');
  });
});
