/**
 * Issue 71: after a save, the owner knows when the site shows it. The editor here is `npm start`'s,
 * run as the live site's is (`asHostedKey`): the same code watches the save, and the site's
 * statement of what it holds (/published.json) is served by the test: first the build before the
 * save, then a build of the saved content. The page's clock stands in for the minutes a deploy
 * takes. On a phone, after a reload, and with a notice that starts later:
 * editor-phone-publishing.spec.ts.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { PublishedStatement } from '#model/published-statement';
import { projectRoot } from '#scripts/build/build-output';
import { publishedStatement } from '#scripts/prerender/published-statement';
import { asHostedKey } from '#tina/editor/publishing/catch-saves';
import { checkEveryMs } from '#tina/editor/publishing/save-watch';
import { lateAfterMinutes } from '#tina/editor/publishing/saves';
import { expectEditorPassesAxe } from './support/editor-axe';
import { currentPreview, leavePreview, openInEditor } from './support/editor-admin';
import { officeFuelFile, readOfficeFuel, restoreOfficeFuel } from './support/editor-content';
import { savedText } from './support/editor-phone';
import { tabTo } from './support/keyboard';

const deployPage = 'https://github.com/vicolo/site/actions/workflows/deploy.yml';

/** The statement of a build of the content as it is now, made at the page's time. */
async function statementNow(page: Page, buildId: string): Promise<PublishedStatement> {
  const builtAt = new Date(await page.evaluate(() => Date.now()));
  const env = { SITE_DEPLOY_PAGE: deployPage };
  return publishedStatement({ buildId, builtAt, timeZone: 'America/New_York', root: projectRoot, env });
}

/** Serves the site's statement, whichever the test last set. */
async function serveStatement(page: Page, first: PublishedStatement) {
  let served = first;
  await page.route('**/published.json*', (route) => route.fulfill({ json: served }));
  return (statement: PublishedStatement) => {
    served = statement;
  };
}

const note = (page: Page) => page.locator('[data-save-note]');
const announced = (page: Page) => page.locator('[data-save-announcer]');

test('a saved price goes from "going live" to "live since …" once the site shows it, and a later save not shown in 15 minutes says so and what to do', async ({
  page,
}) => {
  const original = readOfficeFuel();
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((key) => localStorage.setItem(key, 'as-hosted'), asHostedKey);
    await page.clock.install();
    const serve = await serveStatement(page, await statementNow(page, 'before-the-save'));
    const preview = await openInEditor(page, '/ez-cater');

    // Save: the price, then Save.
    await preview.getByText('$10', { exact: true }).first().click();
    await page.locator('input[name="tiers.1.price"]').fill('12');
    await leavePreview(page);
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = await savedText(officeFuelFile, original.text);
    // The saved file reloads the page in the editor.
    await currentPreview(page);
    await expect(note(page)).toHaveText('Saved: going live, usually within 3–5 minutes.');
    await expect(announced(page)).toHaveText(
      'Office Fuel page: Saved: going live, usually within 3–5 minutes.',
    );

    // The deploy: the site now serves a build of the saved content.
    serve(await statementNow(page, 'with-the-save'));
    await page.clock.runFor(checkEveryMs);
    await expect(note(page)).toHaveText(/^Live on the site since \d{1,2}:\d{2}\s?[AP]M\.$/);
    await expect(announced(page)).toHaveText(/^Office Fuel page: Live on the site since/);
    expect(JSON.parse(saved)).toMatchObject({ tiers: [{}, { price: 12 }, {}] });
    await expectEditorPassesAxe(page);

    // A later save that the site never shows: past the limit, the note says so, and what to do.
    await preview.getByText('$12', { exact: true }).first().click();
    await page.locator('input[name="tiers.1.price"]').fill('13');
    await leavePreview(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await savedText(officeFuelFile, saved);
    await currentPreview(page);
    await expect(note(page)).toHaveText('Saved: going live, usually within 3–5 minutes.');
    await page.clock.runFor(checkEveryMs);
    await expect(note(page)).toContainText('Saved: going live');
    await page.clock.fastForward(`${lateAfterMinutes}:00`);
    await expect(note(page)).toContainText(`Not live after ${lateAfterMinutes} minutes.`);
    await expect(note(page).getByRole('link', { name: /The deploy’s page/ })).toHaveAttribute(
      'href',
      deployPage,
    );
    await expectEditorPassesAxe(page);

    // With the keyboard alone: the editor's menu, then "Publishing", lists the save and where it stands.
    await tabTo(page, page.getByRole('button', { name: 'Open navigation menu' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Publishing' }));
    await page.keyboard.press('Enter');
    const line = page.locator('[data-save-line]');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(/^Office Fuel page, saved at .+Not live after 15 minutes\./);
    await expectEditorPassesAxe(page);
    expect(fs.readFileSync(officeFuelFile, 'utf8')).toContain('"price": 13');
  } finally {
    await restoreOfficeFuel(original.text);
  }
});
