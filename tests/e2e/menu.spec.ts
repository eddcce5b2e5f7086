import menu from '#content/pages/menu.json';
import { expect, test } from './support/fixtures';
import { desktopOnlyTest } from './support/one-width';

/**
 * The menu as only a browser shows it: printed, and its print button (hidden without script:
 * seo.spec.ts, in the served HTML of every page).
 * What the page says (sections, items, prices, marks, the day it was checked) is
 * src/pages/menu/menu-page.test.tsx's; how it looks printed, tests/e2e/visual.spec.ts's.
 */
test.use({ javaScriptEnabled: false });

// At desktop size only: a print is the same from any screen.
test.describe('the paper menu', desktopOnlyTest, () => {
  for (const format of ['Letter', 'A4'] as const) {
    test(`prints on at most two ${format} pages`, async ({ page }) => {
      await page.goto('/menu');
      const pdf = (await page.pdf({ format })).toString('latin1');
      // Chromium writes each page as one uncompressed `/Type /Page` object.
      const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThan(0);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the print button opens the browser’s print', async ({ page, openPage }) => {
    await page.addInitScript(() => {
      window.print = () => Object.assign(window, { printed: true });
    });
    await openPage('/menu');
    await page.getByRole('button', { name: menu.printLabel }).click();
    expect(await page.evaluate(() => 'printed' in window)).toBe(true);
  });
});
