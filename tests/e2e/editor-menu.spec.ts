/**
 * Issue 32, in the editor: the owner takes a flavour off for the day in three clicks after
 * opening the menu (its name in the preview, the switch, Save). The file then says so, the
 * preview reads "Not today", the save stamps "Menu checked on", and the site built from the
 * saved file says "Not today" on the page and `OutOfStock` in the menu's structured data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, runScript } from '../../scripts/tooling/project-copy';
import { menuPageCollection } from '../../tina/collections/menu';
import { openInEditor } from './editor-admin';
import { restoreDocument } from './editor-content';

const menuFile = path.resolve(__dirname, '../../content/pages/menu.json');
const original = fs.readFileSync(menuFile, 'utf8');

interface MenuItemData {
  name: string;
  offers: { availability: string }[];
}

/** The menu's items as the built page's JSON-LD gives them. */
function structuredItems(html: string): MenuItemData[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  const menu = blocks
    .map(
      ([, json]) =>
        JSON.parse(json ?? '') as { '@type'?: string; hasMenuSection?: { hasMenuItem: MenuItemData[] }[] },
    )
    .find((data) => data['@type'] === 'Menu');
  return menu?.hasMenuSection?.flatMap((section) => section.hasMenuItem) ?? [];
}

interface MenuFile {
  checkedOn: string;
  notToday: string;
  sections: { name: string; items: { name: string; inCase: boolean }[] }[];
}

/** The file as saved; a file Tina is still writing reads as not saved yet. */
function savedMenu(): MenuFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(menuFile, 'utf8')) as MenuFile;
  } catch {
    return undefined;
  }
}

test.afterAll(() => restoreDocument(menuPageCollection, menuFile, original));

test('a flavour goes off for the day in three clicks: its name, the switch, Save', async ({ page }) => {
  // The rebuild at the end takes a few minutes on a busy two-core machine.
  test.setTimeout(600_000);
  const before = JSON.parse(original) as MenuFile;
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

  // The build from the saved file: what visitors get at the next deploy.
  const copy = copyProject('menu-saved');
  try {
    await runScript(copy, 'scripts/build.ts');
    const html = fs.readFileSync(path.join(copy, 'dist/menu/index.html'), 'utf8');
    // The flavour's line on the page: its name and the day's word, in one list item.
    const line = (html.match(/<li\b(?:(?!<\/li>)[^])*<\/li>/g) ?? []).find((item) =>
      item.includes(`>${flavour.name}<`),
    );
    expect(line, `${flavour.name}'s line on the built page`).toContain(before.notToday);
    const item = structuredItems(html).find((candidate) => candidate.name === flavour.name);
    expect(item?.offers.length, `${flavour.name}'s offers in the structured data`).toBeGreaterThan(0);
    for (const offer of item?.offers ?? []) expect(offer.availability).toBe('https://schema.org/OutOfStock');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
