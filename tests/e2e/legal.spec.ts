import fs from 'node:fs';
import { expect, test } from './fixtures';
import { phoneOnlyTest } from './one-width';

const legalPages = [
  { link: 'Privacy Policy', path: '/privacy', file: 'content/legal/privacy.md' },
  { link: 'Terms of Service', path: '/terms', file: 'content/legal/terms.md' },
  { link: 'Accessibility', path: '/accessibility', file: 'content/legal/accessibility.md' },
] as const;

/** The page heading written in the document's front matter. */
const titleOf = (file: string) => /^title: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';

test.describe('the legal pages', () => {
  for (const { link, path, file } of legalPages) {
    test(`the footer's ${link} link leads to a real page with its text`, async ({ page, openPage }) => {
      await openPage('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(file));
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
      // Not in the top menu: that lists the seven main pages only.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }),
      ).toHaveCount(0);
    });
  }

  // The text of the pages, the same at every width: on a phone. The footer's links, which sit
  // elsewhere at each width, are followed at both.
  test(
    'the accessibility page states what the site conforms to',
    phoneOnlyTest,
    async ({ page, openPage }) => {
      await openPage('/accessibility');
      await expect(page.getByRole('main')).toContainText('WCAG) 2.2, level AA');
    },
  );

  test('a link inside the text leads to that page of the site', phoneOnlyTest, async ({ page, openPage }) => {
    await openPage('/terms');
    await page.getByRole('main').getByRole('link', { name: 'Contact page' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  });
});

test.describe('the legal pages without JavaScript', phoneOnlyTest, () => {
  test.use({ javaScriptEnabled: false });

  test('are readable from the prerendered HTML', async ({ page }) => {
    for (const { path, file } of legalPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(file));
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
    }
  });
});
