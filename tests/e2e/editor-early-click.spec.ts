/**
 * A click in the preview before the editor has loaded the clicked document (the site's
 * name, clicked the moment the editor opens on a slow machine) still opens its field with
 * the cursor in it. Tina alone drops such a click; tina/editor/focus-clicked-field.ts holds it.
 */
import { expect, test } from '@playwright/test';
import {
  collectionLabel,
  currentPreview,
  enterEditMode,
  focusedTextBox,
  formTitle,
  openInEditor,
} from './support/editor-admin';

test('the site name clicked before its document has loaded opens its field once it has', async ({ page }) => {
  // Hold back the editor's answer for the site-wide document, as a busy machine does.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('siteDocument')) {
      held += 1;
      await released;
    }
    await route.continue();
  });

  const preview = await openInEditor(page, '/contact');
  await expect(formTitle(page, collectionLabel('contactPage'))).toBeVisible();
  await expect.poll(() => held, 'the site document is still loading').toBeGreaterThan(0);
  await preview.locator('header [data-tina-field$="site.brand.name"]').click();

  release();
  await expect(focusedTextBox(page)).toHaveValue('Vicolo Espresso');
  await expect(formTitle(page, collectionLabel('site'))).toBeVisible();
});

test("a page's own form opens even when the editor reads its document after the site-wide ones", async ({
  page,
}) => {
  // The editor opens a form by itself only if the first document it has read is a page's own; a
  // busy machine, or TinaCloud, may answer the site's name and menu first. Hold the page's back until then.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let siteWideRead = 0;
  await page.route('**/graphql', async (route) => {
    const query = route.request().postData() ?? '';
    if (query.includes('logisticsPageDocument')) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (request.postData()?.includes('siteDocument')) {
      siteWideRead += 1;
    }
  });

  await page.goto('/admin/index.html#/~/logistics');
  await enterEditMode(page);
  await expect.poll(() => held, "the page's document is held back").toBeGreaterThan(0);
  await expect.poll(() => siteWideRead, 'the site-wide document has been read').toBeGreaterThan(0);
  release();
  await currentPreview(page);
  await expect(formTitle(page, collectionLabel('logisticsPage'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
});
