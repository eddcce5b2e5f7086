/**
 * Issue 61: the notice job by keyboard alone, on a phone-sized editor (a keyboard paired with the
 * phone, or a desktop window that narrow): Tab to "Today", Enter, Tab to the notice's switch,
 * Space, type its words, Tab to Save, Enter. Every control on the way shows where the focus is,
 * and Tab always moves on (no trap): each target is reached within a bounded number of presses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from '#scripts/build/build-output';
import { siteCollection, type SiteContent } from '#tina/schema/collections/site';
import { currentPreview } from './support/editor-admin';
import { restoreDocument } from './support/editor-content';
import { savedText } from './support/editor-phone';
import { tabTo } from './support/keyboard';

const siteFile = path.join(projectRoot, 'content/site/site.json');
const original = fs.readFileSync(siteFile, 'utf8');
test.afterAll(() => restoreDocument(siteCollection, siteFile, original));

const words = 'Closed this afternoon for a private event';

test('the notice goes up by keyboard alone: Today, its switch, its words, Save', async ({ page }) => {
  expect((JSON.parse(original) as SiteContent).notice.text ?? '', 'no notice to begin with').toBe('');
  await page.goto('/admin/index.html#/~/contact');
  await tabTo(page, page.getByRole('button', { name: 'Enter Edit Mode' }));
  await page.keyboard.press('Enter');
  const preview = await currentPreview(page);

  await tabTo(page, page.getByRole('button', { name: /^Today/ }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Today' });
  const noticeSwitch = panel.getByRole('switch', { name: 'A notice at the top of every page' });
  await tabTo(page, noticeSwitch);
  await page.keyboard.press('Space');
  await expect(noticeSwitch).toBeChecked();
  await tabTo(page, panel.getByRole('textbox', { name: 'Words of the notice' }));
  await page.keyboard.type(words);
  await expect(preview.getByText(words)).toBeVisible();
  await tabTo(page, panel.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');

  const saved = JSON.parse(await savedText(siteFile, original)) as SiteContent;
  expect(saved.notice.text).toBe(words);
});
