/**
 * The owner's path in the visual editor, as the issue tells it: open the Office
 * Fuel document, change the Breakfast Fuel price, see it in the preview, save,
 * and find one changed line in the file and the new price on the page.
 */
import fs from 'node:fs';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { fontDrawing } from './support/still-page';
import {
  changedLines,
  officeFuelFile,
  planEdit,
  readOfficeFuel,
  restoreOfficeFuel,
} from './support/editor-content';

/**
 * The site inside the preview must log no errors or warnings. The editor's own
 * messages (offline font and version checks) and the dev server's reload
 * notices are not the site's.
 */
function siteProblems(messages: ConsoleMessage[]): string[] {
  return messages
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .filter((message) => {
      const from = message.location().url;
      return (
        from.startsWith('http://localhost:3000/') && !from.includes('/admin/') && !from.includes('favicon')
      );
    })
    .map((message) => message.text())
    .filter((text) => !/^\[(HMR|webpack-dev-server)\]|^Update propagation:/.test(text));
}

test('the owner changes a price in the editor, sees it live, saves, and the page shows it', async ({
  page,
}) => {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  const original = readOfficeFuel();
  const edit = planEdit(original.document);
  try {
    await page.goto('/admin/index.html#/collections/officeFuelPage');
    await page.getByRole('button', { name: 'Enter Edit Mode' }).click();

    // The collection's router opens the page itself in the preview.
    const preview = page.frameLocator('iframe');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original.document.heading);
    // In the site's type, as soon as it has arrived (decision 016), not in its fallbacks.
    await expect.poll(() => fontDrawing(page, 'h1', { inFrame: true }), { timeout: 15_000 }).toBe('Fraunces');
    await expect.poll(() => fontDrawing(page, 'main p', { inFrame: true })).toMatch(/^DM Sans/);
    await expect(page).toHaveURL(/#\/~\/ez-cater$/);

    if (edit.listItem) {
      await page.getByText(edit.listItem, { exact: true }).click();
    }
    const field = edit.formPath.endsWith('price')
      ? page.locator('input[type="number"]').first()
      : page.locator(`[name="${edit.formPath}"]`);
    await expect(field).toHaveValue(edit.from);
    await field.fill(edit.to);

    // Live: the preview shows the unsaved value while nothing is written yet.
    await expect(preview.getByText(edit.shownText).first()).toBeVisible();
    expect(fs.readFileSync(officeFuelFile, 'utf8')).toBe(original.text);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => fs.readFileSync(officeFuelFile, 'utf8'))
      .toBe(JSON.stringify(edit.expected, null, 2));
    const changed = changedLines(original.text, fs.readFileSync(officeFuelFile, 'utf8'));
    expect(changed, `one changed line for the ${edit.what}`).toHaveLength(1);
    // In local mode the save is on this computer only: the editor says so, and never that it is live
    // (how a save goes live: editor-publishing.spec.ts).
    const note = page.locator('[data-save-note]');
    await expect(
      note.getByText('Saved on this computer only: the live site does not show it.'),
    ).toBeVisible();
    await expect(note).toContainText('It goes live when it is published: see “Saving and going live”');
    await expect(note).not.toContainText('Live on the site');

    // The site (rebuilt by the dev server from the saved file) shows the new value.
    const site = await page.context().newPage();
    site.on('console', (message) => messages.push(message));
    await site.goto('/ez-cater');
    await expect(site.getByText(edit.shownText).first()).toBeVisible();
    expect(siteProblems(messages), 'errors or warnings logged by the site').toEqual([]);
  } finally {
    await restoreOfficeFuel(original.text);
  }
});
