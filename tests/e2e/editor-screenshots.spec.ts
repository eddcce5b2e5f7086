/**
 * `npm run screenshots`: the pictures in the owner's guide (docs/owner-guide.md), made in the
 * real editor: where the owner clicks to change a price, the opening hours and a
 * slide's picture, with the field open beside the page; and on a phone, a flavour
 * out of the case, "Today" with a notice, a slide's new photo, and where a save stands
 * (nothing saved: the saves are set in the browser, as the editor keeps them).
 * Skipped in a normal run, which must not rewrite files in the repository.
 */
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect, test } from '@playwright/test';
import { focusedTextBox, openInEditor } from './support/editor-admin';
import { saveButton } from './support/editor-phone';

const folder = path.join(projectRoot, 'docs/screenshots');

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

test.describe("the owner's guide's pictures", () => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'run with npm run screenshots');
  test.use({ viewport: { width: 1200, height: 720 } });

  for (const shot of shots) {
    test(shot.file, async ({ page }) => {
      const preview = await openInEditor(page, shot.page);
      const element = preview.locator(shot.click).first();
      await element.scrollIntoViewIfNeeded();
      // The first slide's picture may be behind another slide; Tina hears the click all the same.
      await element.dispatchEvent('click');
      if (shot.value) {
        await expect(focusedTextBox(page)).toHaveValue(shot.value);
      } else {
        await expect(page.locator(':focus img')).toBeVisible();
      }
      await page.screenshot({ path: path.join(folder, shot.file) });
    });
  }
});

test.describe("the owner's guide's pictures on a phone", () => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'run with npm run screenshots');
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });

  test('phone-out-of-the-case.png', async ({ page }) => {
    const preview = await openInEditor(page, '/menu');
    await preview.locator('[data-tina-field$="---menuPage.sections.2.items.0.name"]').tap();
    await page.locator('[name="sections.2.items.0.inCase"]').tap();
    await expect(saveButton(page)).toBeEnabled();
    await page.screenshot({ path: path.join(folder, 'phone-out-of-the-case.png') });
  });

  test('phone-today.png', async ({ page }) => {
    const preview = await openInEditor(page, '/contact');
    await page.getByRole('button', { name: /^Today/ }).tap();
    await page.getByRole('switch', { name: 'A notice at the top of every page' }).tap();
    await page
      .getByRole('textbox', { name: 'Words of the notice' })
      .fill('Closed at 2 PM today for a private event');
    await expect(preview.getByText('Closed at 2 PM today')).toBeInViewport();
    await page.screenshot({ path: path.join(folder, 'phone-today.png') });
  });

  test('phone-new-photo.png', async ({ page }) => {
    const preview = await openInEditor(page, '/');
    await preview.locator('img[data-tina-field$="---homePage.slides.0.image"]').tap();
    await expect(page.getByRole('button', { name: 'Take or choose a photo' })).toBeFocused();
    await page.screenshot({ path: path.join(folder, 'phone-new-photo.png') });
  });
});

/** A save of the Office Fuel page as the editor keeps it in the browser (tina/editor/publishing/save-watch.ts). */
const officeFuelSave = (state: 'waiting' | 'live' | 'late', minutesAgo: number) => {
  const savedAt = Date.now() - minutesAgo * 60_000;
  return {
    file: 'content/pages/office-fuel.json',
    title: 'Office Fuel page',
    digest: 'not-a-digest-of-any-build',
    savedAt,
    state,
    ...(state === 'live' ? { liveSince: savedAt + 4 * 60_000 } : {}),
  };
};

const saveStates = [
  { file: 'phone-save-going-live.png', save: officeFuelSave('waiting', 1), shown: false },
  { file: 'phone-save-live.png', save: officeFuelSave('live', 6), shown: true },
  { file: 'phone-save-not-live.png', save: officeFuelSave('late', 18), shown: false },
];

test.describe("the owner's guide's pictures of a save on a phone", () => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'run with npm run screenshots');
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });

  for (const shot of saveStates) {
    test(shot.file, async ({ page }) => {
      await page.addInitScript(
        (saves) => localStorage.setItem('vicolo-editor-saves', JSON.stringify(saves)),
        [shot.save],
      );
      // The site's statement: with the live save's values, or without; and a deploy's page to link to.
      await page.route('**/published.json*', (route) =>
        route.fulfill({
          json: {
            buildId: 'pictures',
            builtAt: new Date().toISOString(),
            timeZone: 'America/New_York',
            deployPage: 'https://github.com/vicolo/site/actions/workflows/deploy.yml',
            documents: shot.shown ? { [shot.save.file]: shot.save.digest } : {},
          },
        }),
      );
      await openInEditor(page, '/ez-cater');
      await expect(page.locator(`[data-save-note="${shot.save.state}"]`)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Page heading/ })).toBeVisible();
      await page.screenshot({ path: path.join(folder, shot.file) });
    });
  }
});
