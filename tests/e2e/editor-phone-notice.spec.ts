/**
 * Issue 50, job 3, on a phone: the notice goes up from "Today" in three taps and its words typed
 * ("Today", the notice's switch, Save), its first and last day today unless changed; and comes
 * down with two more (its switch, Save: "Today" stays open). The page shows it, or no longer
 * shows it, before Save, and the file changes as a desktop save changes it: the three lines of
 * the words and the days, then the words emptied.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { barMoment } from '#model/bar-calendar';
import business from '#content/site/business.json';
import { projectRoot } from '#scripts/build/build-output';
import { siteCollection, type SiteContent } from '#tina/schema/collections/site';
import { currentPreview, leavePreview, openInEditor } from './support/editor-admin';
import { restoreDocument } from './support/editor-content';
import { savedText, tapCounter } from './support/editor-phone';

const siteFile = path.join(projectRoot, 'content/site/site.json');
const original = fs.readFileSync(siteFile, 'utf8');
test.afterAll(() => restoreDocument(siteCollection, siteFile, original));

const words = 'Closed this afternoon for a private event';

test('the notice goes up with its days in 3 taps from Today, and down in 2 more', async ({ page }) => {
  const site = JSON.parse(original) as SiteContent;
  expect(site.notice.text ?? '', 'no notice to begin with').toBe('');
  const today = barMoment(new Date(), business.timeZone).day;
  const preview = await openInEditor(page, '/contact');
  const notice = preview.getByText(words);
  const panel = page.getByRole('dialog', { name: 'Today' });
  const noticeSwitch = panel.getByRole('switch', { name: 'A notice at the top of every page' });

  const up = tapCounter();
  await up.tap(page.getByRole('button', { name: /^Today/ }));
  await up.tap(noticeSwitch);
  await panel.getByRole('textbox', { name: 'Words of the notice' }).fill(words);
  await expect(notice).toBeInViewport();
  await leavePreview(page);
  await up.tap(panel.getByRole('button', { name: 'Save' }));
  const shown = await savedText(siteFile, original);
  // The saved file reloads the page in the editor, and Tina builds its forms again.
  await currentPreview(page);
  const expected = { ...site, notice: { text: words, starts: today, ends: today, ...site.notice } };
  expect(shown).toBe(JSON.stringify(expected, null, 2));
  expect(up.count).toBe(3);

  const down = tapCounter();
  await down.tap(noticeSwitch);
  await expect(notice).toHaveCount(0);
  await down.tap(panel.getByRole('button', { name: 'Save' }));
  const gone = await savedText(siteFile, shown);
  expect(gone).toBe(JSON.stringify({ ...expected, notice: { ...expected.notice, text: '' } }, null, 2));
  expect(down.count, '"Today" stays open after its Save').toBe(2);
});
