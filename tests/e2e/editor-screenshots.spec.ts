/**
 * `npm run screenshots`: the pictures in the README's owner section, made in the
 * real editor: where the owner clicks to change a price, the opening hours and a
 * slide's picture, with the field open beside the page. Skipped in a normal run,
 * which must not rewrite files in the repository.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { focusedTextBox, openInEditor } from './editor-admin';

const folder = path.resolve(__dirname, '../../docs/screenshots');

const shots = [
  {
    file: 'change-a-price.png',
    page: '/ez-cater',
    click: '[data-tina-field$="officeFuelPage.tiers.1.price"]',
    value: '10',
  },
  {
    file: 'change-the-hours.png',
    page: '/contact',
    click: '[data-tina-field$="business.hours.0.opens"]',
    value: '06:00',
  },
  { file: 'change-a-slide-picture.png', page: '/', click: 'img[data-tina-field$="homePage.slides.0.image"]' },
];

test.describe('README screenshots', () => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'run with npm run screenshots');
  test.use({ viewport: { width: 1200, height: 720 } });

  for (const shot of shots) {
    test(shot.file, async ({ page }) => {
      const preview = await openInEditor(page, shot.page);
      const element = preview.locator(shot.click).first();
      await element.scrollIntoViewIfNeeded();
      // The first slide's picture may be behind another slide; Tina hears the click all the same.
      await element.dispatchEvent('click');
      if (shot.value) await expect(focusedTextBox(page)).toHaveValue(shot.value);
      else await expect(page.locator(':focus img')).toBeVisible();
      await page.screenshot({ path: path.join(folder, shot.file) });
    });
  }
});
