/**
 * Issue 32, in the editor: the owner takes a flavour off for the day in three clicks after
 * opening the menu (its name in the preview, the switch, Save). The file then says so, the
 * preview reads "Not today", the save stamps "Menu checked on", the saved file passes the
 * check that starts every build, and the menu's structured data built from it says `OutOfStock`.
 * That the built page writes "Not today" after a flavour switched off in the file is the page's
 * own unit test (src/pages/menu/menu-page-of-the-day.test.tsx): a whole build here cost about
 * 20 CPU-s and half a minute of the editor suite, and checked nothing that test and this one's
 * preview (the same component, from the same fields) do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import business from '#content/site/business.json';
import seo from '#content/site/seo.json';
import { buildDay } from '#scripts/build/build-day';
import { projectRoot } from '#scripts/build/build-output';
import { runScript } from '#scripts/tooling/project-copy';
import { menuStructuredData } from '#src/build-time/menu-structured-data';
import { menuPageCollection, type MenuPageContent } from '#tina/schema/collections/menu';
import { openInEditor } from './support/editor-admin';
import { restoreDocument } from './support/editor-content';

const menuFile = path.join(projectRoot, 'content/pages/menu.json');
const original = fs.readFileSync(menuFile, 'utf8');

/** The part of the menu's structured data (schema.org's Menu) these tests read. */
interface MenuData {
  hasMenuSection: { hasMenuItem: { name: string; offers: { availability: string }[] }[] }[];
}

/** The file as saved; a file Tina is still writing reads as not saved yet. */
function savedMenu(): MenuPageContent | undefined {
  try {
    return JSON.parse(fs.readFileSync(menuFile, 'utf8')) as MenuPageContent;
  } catch {
    return undefined;
  }
}

test.afterAll(() => restoreDocument(menuPageCollection, menuFile, original));

test('a flavour goes off for the day in three clicks: its name, the switch, Save', async ({ page }) => {
  const before = JSON.parse(original) as MenuPageContent;
  const gelato = before.sections.findIndex((section) => section.name === 'Gelato');
  const flavour = before.sections[gelato]!.items[0]!;
  expect(flavour.inCase).toBe(true);
  const preview = await openInEditor(page, '/menu');

  // 1. The flavour's name, in the preview.
  await preview.getByRole('region', { name: 'Gelato' }).getByText(flavour.name, { exact: true }).click();
  // 2. The switch, which the item's form shows right under its name.
  const inCase = page.locator(`[name="sections.${gelato}.items.0.inCase"]`);
  await expect(inCase).toBeChecked();
  await inCase.click();
  await expect(preview.getByRole('region', { name: 'Gelato' }).getByRole('listitem').first()).toContainText(
    before.notToday,
  );
  // 3. Save.
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(() => savedMenu()?.sections[gelato]?.items[0]?.inCase).toBe(false);
  const after = savedMenu()!;
  expect(Date.parse(after.checkedOn)).toBeGreaterThan(Date.parse(before.checkedOn));

  // What the next build does with the saved file: it passes the check the build starts with,
  // and the menu's structured data built from it offers the flavour as sold out.
  await runScript(projectRoot, 'scripts/check-content.ts');
  const structured = menuStructuredData(after, seo, buildDay(business.timeZone)) as unknown as MenuData;
  const item = structured.hasMenuSection
    .flatMap((section) => section.hasMenuItem)
    .find((candidate) => candidate.name === flavour.name);
  expect(item?.offers.length, `${flavour.name}'s offers in the structured data`).toBeGreaterThan(0);
  for (const offer of item?.offers ?? []) {
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
  }
});
