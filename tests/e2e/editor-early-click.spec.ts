/**
 * A click in the preview before the editor has loaded the clicked document (the site's
 * name, clicked the moment the editor opens on a slow machine) still opens its field with
 * the cursor in it. Tina alone drops such a click; tina/focus-clicked-field.ts holds it.
 */
import { expect, test } from '@playwright/test';
import { collectionLabel, focusedTextBox, formTitle, openInEditor } from './editor-admin';

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
