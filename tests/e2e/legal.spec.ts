import fs from 'node:fs';
import { expect, test } from './support/fixtures';

const legalPages = [
  { link: 'Privacy Policy', path: '/privacy', file: 'content/legal/privacy.md' },
  { link: 'Terms of Service', path: '/terms', file: 'content/legal/terms.md' },
  { link: 'Accessibility', path: '/accessibility', file: 'content/legal/accessibility.md' },
] as const;

/** The page heading written in the document's front matter. */
const titleOf = (file: string) => /^title: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';

// The legal pages come from markdown the unit tests cannot render (a webpack loader reads it):
// their text is checked here. The footer's links sit elsewhere at each width, so at both.
test('the footer’s legal links lead to their pages, whose text links to the site and states its conformance', async ({
  page,
  openPage,
}) => {
  await openPage('/');
  for (const { link, path, file } of legalPages) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(file));
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    if (path !== '/accessibility') {
      await page.goBack();
    }
  }
  await expect(page.getByRole('main')).toContainText('WCAG) 2.2, level AA');
  await openPage('/terms');
  await page.getByRole('main').getByRole('link', { name: 'Contact page' }).click();
  await expect(page).toHaveURL('/contact');
});
