/**
 * Issue 50, job 4, on a phone: a holiday closed all day, from "Today" on the contact page in three
 * taps and its date typed ("Today", "Closed all day", Save). The contact page's hours show it
 * before Save, and the file gains the line a desktop save gives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from '#scripts/build/build-output';
import { businessCollection, type BusinessContent } from '#tina/schema/collections/business';
import { openInEditor } from './support/editor-admin';
import { restoreDocument } from './support/editor-content';
import { savedText, tapCounter } from './support/editor-phone';

const businessFile = path.join(projectRoot, 'content/site/business.json');
const original = fs.readFileSync(businessFile, 'utf8');
test.afterAll(() => restoreDocument(businessCollection, businessFile, original));

test('a day closed for a holiday takes 3 taps from Today', async ({ page }) => {
  const business = JSON.parse(original) as BusinessContent;
  const holiday = `${new Date().getFullYear() + 1}-01-01`;
  expect(business.specialHours?.some((line) => line.date === holiday)).toBe(false);
  const preview = await openInEditor(page, '/contact');
  const panel = page.getByRole('dialog', { name: 'Today' });

  const taps = tapCounter();
  await taps.tap(page.getByRole('button', { name: /^Today/ }));
  await panel.getByLabel('Day', { exact: true }).fill(holiday);
  await taps.tap(panel.getByRole('switch', { name: 'Closed all day' }));
  const line = preview.locator(
    `[data-tina-field$="---business.specialHours.${business.specialHours?.length ?? 0}.date"]`,
  );
  await expect(line).toBeInViewport();
  await expect(line.locator('xpath=..')).toContainText('Closed');
  await taps.tap(panel.getByRole('button', { name: 'Save' }));

  const saved = await savedText(businessFile, original);
  const specialHours = [...(business.specialHours ?? []), { date: holiday, closed: true }];
  expect(saved).toBe(JSON.stringify({ ...business, specialHours }, null, 2));
  expect(taps.count).toBe(3);
});
