/**
 * Issue 50, job 2, on a phone: a price changes in two taps and the new price typed (the price in
 * the page, Save): a menu item's size, then an Office Fuel tier, in one visit to the editor. The
 * page shows the new price before Save; the file changes as a desktop save changes it: the
 * price's line (and, on the menu, its "checked on" stamp).
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { menuPageCollection } from '#tina/schema/collections/menu';
import { officeFuelPageCollection } from '#tina/schema/collections/office-fuel';
import { currentPreview, leavePreview, openInEditor } from './support/editor-admin';
import {
  changedLines,
  officeFuelFile,
  planEdit,
  readOfficeFuel,
  restoreDocument,
} from './support/editor-content';
import { menuAsSaved, menuFile, saveButton, savedText, tapCounter } from './support/editor-phone';

const menuText = fs.readFileSync(menuFile, 'utf8');
const officeFuel = readOfficeFuel();
test.afterAll(async () => {
  await restoreDocument(menuPageCollection, menuFile, menuText);
  await restoreDocument(officeFuelPageCollection, officeFuelFile, officeFuel.text);
});

test('a price changes in 2 taps: a menu size and an Office Fuel tier', async ({ page }) => {
  const taps = tapCounter();
  let preview = await openInEditor(page, '/menu');
  const size = 'sections.2.items.0.sizes.0.price';
  await taps.tap(preview.locator(`[data-tina-field$="---menuPage.${size}"]`));
  await page.locator(':focus').fill('4.75');
  await expect(preview.getByRole('region', { name: 'Gelato' }).getByRole('listitem').first()).toContainText(
    '$4.75',
  );
  await leavePreview(page);
  await taps.tap(saveButton(page));
  const menu = await savedText(menuFile, menuText);
  // The saved file reloads the page in the editor; the next page is opened once it has.
  await currentPreview(page);
  expect(menu).toBe(
    menuAsSaved(menuText, menu, (changed) => (changed.sections[2]!.items[0]!.sizes![0]!.price = 4.75)),
  );
  expect(changedLines(menuText, menu)).toHaveLength(2);
  expect(taps.count, 'taps for a menu price').toBe(2);

  const edit = planEdit(officeFuel.document);
  preview = await openInEditor(page, '/ez-cater');
  await taps.tap(preview.locator(`[data-tina-field$="---officeFuelPage.${edit.formPath}"]`));
  await page.locator(':focus').fill(edit.to);
  await expect(preview.getByText(edit.shownText).first()).toBeVisible();
  await taps.tap(saveButton(page));
  const saved = await savedText(officeFuelFile, officeFuel.text);
  expect(saved).toBe(JSON.stringify(edit.expected, null, 2));
  expect(changedLines(officeFuel.text, saved)).toHaveLength(1);
  expect(taps.count, 'taps for both prices').toBe(4);
});
