/**
 * Issue 15: a refused value never reaches the preview, and the form says why
 * Save is off, naming the field, with a link that puts the cursor in it.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { focusedTextBox, openInEditor } from './support/editor-admin';
import { officeFuelFile, readOfficeFuel } from './support/editor-content';

test('a refused price stays off the page, and the form names the field and why Save is off', async ({
  page,
}) => {
  const original = readOfficeFuel();
  const preview = await openInEditor(page, '/ez-cater');
  const price = preview.locator('[data-tina-field$="officeFuelPage.tiers.1.price"]');
  await expect(price).toHaveText('$10');

  await price.click();
  await expect(focusedTextBox(page)).toHaveValue('10');
  // The list item's one number field, found by what it is rather than by the focus: on a busy
  // machine the cursor had left it after the first value (the field still showed the value).
  const field = page.locator('input[type="number"]');
  await expect(field).toBeFocused();
  await field.fill('12');
  await expect(price).toHaveText('$12');
  await field.fill('-3');

  const summary = page.locator('[data-refusal-summary]');
  await expect(summary).toContainText('Save is off until this value is corrected:');
  await expect(summary.getByRole('button')).toHaveText(
    'Price in dollars of Breakfast Fuel: a price cannot be below zero.',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The page keeps the last accepted price: never "-$3".
  await expect(price).toHaveText('$12');
  await expect(preview.getByText('-$3')).toHaveCount(0);

  // The summary leads to the field: from the top of the form, one click puts the cursor back in it.
  await page.locator('body').press('Tab');
  await summary.getByRole('button').click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('-3');
  await field.fill('11');
  await expect(summary).toHaveCount(0);
  await expect(price).toHaveText('$11');
  // Nothing was saved.
  expect(fs.readFileSync(officeFuelFile, 'utf8')).toBe(original.text);
});
