import menu from '../../content/pages/menu.json';
import { sectionIdOf } from '../../site/section-id';
import { expect, test } from './fixtures';
import { desktopOnlyTest, phoneOnlyTest } from './one-width';

/**
 * The menu is a text page: everything on it is in the HTML the build writes, so these tests run
 * with JavaScript off, as a visitor's browser without it (or before it starts) shows the page.
 */
test.use({ javaScriptEnabled: false });

const pistachio = menu.sections[2]!.items[0]!;

test('every section is a heading, and the list at the top jumps to each one', async ({ page }) => {
  await page.goto('/menu');
  const contents = page.getByRole('navigation', { name: menu.sectionsLabel });
  for (const section of menu.sections) {
    const id = sectionIdOf(section.name);
    await expect(contents.getByRole('link', { name: section.name })).toHaveAttribute('href', `#${id}`);
    await expect(page.locator(`[id="${id}"]`).getByRole('heading', { level: 2 })).toHaveText(section.name);
  }
  await contents.getByRole('link', { name: 'Gelato' }).click();
  await expect(page).toHaveURL('/menu#gelato');
  await expect(page.getByRole('heading', { level: 2, name: 'Gelato' })).toBeInViewport();
});

// The HTML of an item, the same at every width: on a phone.
test(
  'an item is one list item: its name, its sizes with their prices, its marks and its allergens',
  phoneOnlyTest,
  async ({ page }) => {
    await page.goto('/menu');
    const gelato = page.getByRole('region', { name: 'Gelato' });
    await expect(gelato.getByRole('listitem')).toHaveCount(8);
    // In reading order, as a screen reader reads the item (a comma, not the eye's dot, between sizes).
    await expect(gelato.getByRole('listitem').first()).toHaveText(
      new RegExp(
        `^${pistachio.name} Cup \\$4\\.50 · , Cone \\$5${pistachio.description}Vegetarian, gluten-free\\. Contains: milk, tree nuts\\.$`,
      ),
    );
    await expect(page.getByText('Menu checked on Thursday, November 26')).toBeVisible();
  },
);

test('offers no print button without JavaScript: it could not print', phoneOnlyTest, async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('button', { name: menu.printLabel })).toBeHidden();
});

test("the home page's espresso bar and gelato cards lead to their sections of the menu", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See the espresso bar menu' }).click();
  await expect(page).toHaveURL('/menu#espresso-bar');
  await page.goto('/');
  await page.getByRole('link', { name: 'Today’s gelato flavours' }).click();
  await expect(page).toHaveURL('/menu#gelato');
  await expect(page.getByRole('heading', { level: 2, name: 'Gelato' })).toBeInViewport();
});

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

  test('shows the menu alone, black on white: no top bar, notice, footer or button', async ({ page }) => {
    await page.goto('/menu');
    await page.emulateMedia({ media: 'print' });
    for (const landmark of ['banner', 'contentinfo'] as const)
      await expect(page.getByRole(landmark)).toBeHidden();
    await expect(page.getByRole('button', { name: menu.printLabel, includeHidden: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: menu.sectionsLabel })).toBeHidden();
    const colours = await page
      .getByRole('region', { name: 'Gelato' })
      .getByText(pistachio.name, { exact: true })
      .evaluate((name) => ({
        ink: getComputedStyle(name).color,
        paper: getComputedStyle(document.body).backgroundColor,
      }));
    expect(colours).toEqual({ ink: 'rgb(0, 0, 0)', paper: 'rgb(255, 255, 255)' });
  });
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
