import { pageRoutes } from '#model/route-table';
import { lookWidths, maskColour, openStill, stillContextOptions, unstableParts } from './support/still-page';
import { formCases, fillForm, moveMouseAway, toastOf } from './support/form-cases';
import { expect, isPhone, test } from './support/fixtures';
import { desktopOnlyTest } from './support/one-width';
import { forgetNotFoundLog, notFoundPath } from './support/not-found';
import { browserMovedNote, notePicturesDrawnWith } from './support/pictures-drawn-with';

/**
 * How every page looks, compared pixel by pixel with the pictures committed in
 * tests/e2e/__screenshots__/: a change of a colour, a space or a font shows here as
 * a failed test and a changed picture in the diff (`npm run screenshots:update` remakes
 * them after a change someone meant, and looked at).
 * The phone project takes 375 px; the desktop project 768 and 1280 px.
 */
test.use(stillContextOptions);

// A picture that differs under another Chromium than the one that drew them: say so, and how to redraw.
test.afterEach(({ browser }, testInfo) => {
  const note = browserMovedNote(browser.version());
  if (testInfo.status !== testInfo.expectedStatus && note) {
    throw new Error(note);
  }
});

// Pictures redrawn (`npm run screenshots:update`): which browser drew them, for the note above.
test.afterAll(({ browser }, testInfo) => {
  if (['all', 'changed'].includes(testInfo.config.updateSnapshots)) {
    notePicturesDrawnWith(browser.version());
  }
});

const routes = [
  ...pageRoutes.map((route) => ({ path: route.path, name: route.id })),
  { path: notFoundPath, name: 'notFound' },
];

for (const { path, name } of routes) {
  test(`${path} looks as it did`, async ({ page, viewport, consoleErrors }) => {
    const widths = lookWidths.filter((width) => isPhone(viewport?.width) === isPhone(width));
    await openStill(page, path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        mask: unstableParts(page),
        maskColor: maskColour,
      });
    }
    forgetNotFoundLog(path, consoleErrors);
  });
}

test('the home page as a first visit draws it, in the fallbacks of the web fonts', async ({
  page,
  viewport,
}) => {
  // The page most visitors open first; every page after it is drawn in the web fonts (decision 016).
  const widths = lookWidths.filter((width) => isPhone(viewport?.width) === isPhone(width));
  await openStill(page, '/', { firstVisit: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page).toHaveScreenshot(`first-visit-home-${width}.png`, {
      fullPage: true,
      mask: unstableParts(page),
      maskColor: maskColour,
    });
  }
});

test('a sent request: the in-form confirmation and the toast', async ({ page, viewport }) => {
  const catering = formCases.find((formCase) => formCase.path === '/catering')!;
  await openStill(page, catering.path);
  const form = page.getByRole('form', { name: catering.form });
  await fillForm(form, catering);
  await form.getByRole('button', { name: catering.submit }).click();
  await moveMouseAway(page);
  const toast = toastOf(page).filter({ hasText: catering.toast[0] });
  await expect(toast).toBeVisible();
  await form.getByRole('button', { name: catering.submit }).scrollIntoViewIfNeeded();
  // The toast's progress bar runs down its five seconds: where it stands is not the design.
  await expect(page).toHaveScreenshot(`sent-request-${viewport?.width ?? 0}.png`, {
    mask: [...unstableParts(page), toast.locator('[role="progressbar"], .Toastify__progress-bar')],
    maskColor: maskColour,
  });
});

test('a page drawn in the fallback fonts is refused, not pictured as the design', async ({
  page,
  consoleErrors,
}) => {
  // As if the web fonts could not be fetched: every page stays in the fallbacks (decision 016).
  await page.route('**/*.woff2', (route) => route.abort());
  await expect(openStill(page, '/terms')).rejects.toThrow(/the heading is drawn in .+, not Fraunces/);
  consoleErrors.length = 0; // the two blocked fonts
});

// At desktop size only: a print is the same from any screen.
test(
  'the menu as it prints: the counter menu, black on white, without the site around it',
  desktopOnlyTest,
  async ({ page }) => {
    await openStill(page, '/menu');
    // A US Letter sheet's width at the screen's 96 pixels to the inch.
    await page.setViewportSize({ width: 816, height: 1056 });
    await page.emulateMedia({ media: 'print' });
    await expect(page).toHaveScreenshot('menu-print.png', { fullPage: true });
  },
);
