/**
 * Issue 32, in the editor: the owner takes a flavour off for the day in three clicks after
 * opening the menu (its name in the preview, the switch, Save). The file then says so, the
 * preview reads "Not today", and the save stamps "Menu checked on".
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { menuPageCollection } from '../../tina/collections/menu';
import { openInEditor } from './editor-admin';
import { restoreDocument } from './editor-content';

const menuFile = path.resolve(__dirname, '../../content/pages/menu.json');
const original = fs.readFileSync(menuFile, 'utf8');

interface MenuFile {
  checkedOn: string;
  notToday: string;
  sections: { name: string; items: { name: string; inCase: boolean }[] }[];
}

/** The file as saved; a file Tina is still writing reads as not saved yet. */
function savedMenu(): MenuFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(menuFile, 'utf8')) as MenuFile;
  } catch {
    return undefined;
  }
}

test.afterAll(() => restoreDocument(menuPageCollection, menuFile, original));

test('a flavour goes off for the day in three clicks: its name, the switch, Save', async ({ page }) => {
  test.setTimeout(180_000);
  const before = JSON.parse(original) as MenuFile;
  const gelato = before.sections.findIndex((section) => section.name === 'Gelato');
  const flavour = before.sections[gelato]!.items[0]!;
  expect(flavour.inCase).toBe(true);
  const preview = await openInEditor(page, '/menu');

  // 1. The flavour's name, in the preview.
  await preview.getByRole('region', { name: 'Gelato' }).getByText(flavour.name, { exact: true }).click();
  // 2. The switch, which the item's form shows right under its name.
  const inCase = page.locator(`[name="sections.${gelato}.items.0.inCase"]`);
  await expect(inCase).toBeChecked();
  await inCase.click();
  await expect(preview.getByRole('region', { name: 'Gelato' }).getByRole('listitem').first()).toContainText(
    before.notToday,
  );
  // 3. Save.
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(() => savedMenu()?.sections[gelato]?.items[0]?.inCase).toBe(false);
  const after = savedMenu()!;
  expect(Date.parse(after.checkedOn)).toBeGreaterThan(Date.parse(before.checkedOn));
});
