/**
 * Issue 71 on the owner's phone (390 px, touch): a notice saved from "Today" to start tomorrow goes
 * live and says when it shows; the save still waits after the editor is opened again (the phone
 * closed); and every message of the editor's own (a save's state, the test request's answer, a
 * refusal) fits the screen at 390 and 320 px, without the panel scrolling sideways. The editor is
 * run as the live site's is (editor-publishing.spec.ts says how).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import business from '#content/site/business.json';
import { addDays, barMoment, formatDay } from '#model/bar-calendar';
import type { PublishedStatement } from '#model/published-statement';
import { projectRoot } from '#scripts/build/build-output';
import { publishedStatement } from '#scripts/prerender/published-statement';
import { asHostedKey } from '#tina/editor/publishing/catch-saves';
import { checkEveryMs } from '#tina/editor/publishing/save-watch';
import { siteCollection } from '#tina/schema/collections/site';
import { currentPreview, enterEditMode, leavePreview, openInEditor } from './support/editor-admin';
import { expectEditorPassesAxe } from './support/editor-axe';
import { restoreDocument } from './support/editor-content';
import { messagesOffTheEdge, savedText } from './support/editor-phone';

const siteFile = path.join(projectRoot, 'content/site/site.json');
const original = fs.readFileSync(siteFile, 'utf8');
test.afterAll(() => restoreDocument(siteCollection, siteFile, original));

async function statementNow(page: Page, buildId: string): Promise<PublishedStatement> {
  const builtAt = new Date(await page.evaluate(() => Date.now()));
  return publishedStatement({ buildId, builtAt, timeZone: business.timeZone, root: projectRoot, env: {} });
}

/** "Publishing", from the editor's menu: the saves and where each stands. */
async function openPublishing(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).tap();
  await page.getByRole('button', { name: 'Publishing' }).tap();
  return page.locator('[data-save-line]');
}

test('a notice saved for tomorrow waits through a reload, goes live, says when it shows, and every message fits', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'as-hosted'), asHostedKey);
  await page.clock.install();
  let served = await statementNow(page, 'before-the-save');
  await page.route('**/published.json*', (route) => route.fulfill({ json: served }));
  const tomorrow = addDays(
    barMoment(new Date(await page.evaluate(() => Date.now())), business.timeZone).day,
    1,
  );

  // "Today": the notice on, its words and its first day tomorrow, Save.
  await openInEditor(page, '/contact');
  await page.getByRole('button', { name: /^Today/ }).tap();
  const today = page.getByRole('dialog', { name: 'Today' });
  await today.getByRole('switch', { name: 'A notice at the top of every page' }).tap();
  await today.getByRole('textbox', { name: 'Words of the notice' }).fill('Closed for a private event');
  await today.getByLabel('First day').fill(tomorrow);
  await today.getByLabel('Last day').fill(tomorrow);
  await leavePreview(page);
  await today.getByRole('button', { name: 'Save' }).tap();
  await savedText(siteFile, original);
  await currentPreview(page);
  await expect(page.locator('[data-save-announcer]')).toHaveText(
    /Saved: going live, usually within 3–5 minutes\./,
  );

  // The phone closed and opened again: the save is still waiting.
  await page.reload();
  await currentPreview(page);
  const line = await openPublishing(page);
  await expect(line).toContainText('Saved: going live, usually within 3–5 minutes.');

  // The deploy: live, and shown from tomorrow on.
  served = await statementNow(page, 'with-the-save');
  await page.clock.runFor(checkEveryMs);
  await expect(line).toContainText(/Live on the site since \d{1,2}:\d{2}\s?[AP]M; shows from/);
  await expect(line).toContainText(`shows from ${formatDay(tomorrow, 'en-US')}.`);
  await expectEditorPassesAxe(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await messagesOffTheEdge(page), `at ${width} px`).toEqual([]);
  }
});

test("the test request's answer and a refusal fit a phone's width", async ({ page }) => {
  await page.goto('/admin/index.html#/collections/site');
  await enterEditMode(page);
  await page.getByRole('button', { name: /^Forms: notes and where requests go/ }).tap();
  await page.getByRole('button', { name: /^Where requests go/ }).tap();
  await page.getByText('Form service (Formspree, Basin, Getform…)', { exact: true }).tap();
  const address = page.locator('input[name="forms.delivery.endpoint"]');
  // An address nothing answers at: the longest of the answers.
  await address.fill('https://127.0.0.1:9/unreachable');
  const testRequest = page.getByRole('button', { name: 'Send a test request' });
  await testRequest.tap();
  await expect(testRequest.locator('xpath=following-sibling::p[@role="status"]')).toHaveText(/^Not sent: /);
  // And one the form refuses, its refusal written under the field.
  await address.fill('http://formspree.io/f/abc');
  await expect(page.getByText(/^Form service address of .+: write the full address/)).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await messagesOffTheEdge(page), `at ${width} px`).toEqual([]);
  }
});
