/**
 * Issue 59, in the owner's phone editor (390 px): with the menu at the editor's limits (every
 * text at its length limit, many items, four long sizes a line: extreme-content.ts), a tap on
 * the widest menu line's last price, on its name and on the last item still opens each one's
 * field on the screen with Save in view, and the editor does not scroll sideways.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect, test } from '@playwright/test';
import { menuPageCollection, type MenuPageContent } from '#tina/schema/collections/menu';
import { focusedField, openInEditor } from './support/editor-admin';
import { restoreDocument } from './support/editor-content';
import { menuFile, onScreen, saveButton, smallTargetsAndSideways } from './support/editor-phone';
import { writeExtremeContent } from '#scripts/site-copies/extreme-content';

const shippedMenu = fs.readFileSync(menuFile, 'utf8');

/** The menu at the limits, made in a throw-away folder from this project's content and pictures. */
function extremeMenu(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'extreme-menu-'));
  for (const folder of ['content', 'public']) {
    fs.cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  }
  writeExtremeContent(root);
  const text = fs.readFileSync(path.join(root, 'content/pages/menu.json'), 'utf8');
  fs.rmSync(root, { recursive: true, force: true });
  return text;
}

const menuText = extremeMenu();
const menu = JSON.parse(menuText) as MenuPageContent;

/** The line with the most characters of sizes, and the last item of the last section. */
const lines = menu.sections.flatMap((section, sectionIndex) =>
  section.items.map((item, itemIndex) => ({
    at: `sections.${sectionIndex}.items.${itemIndex}`,
    name: item.name,
    sizes: item.sizes ?? [],
    width: (item.sizes ?? []).reduce((sum, size) => sum + size.name.length, 0),
  })),
);
const widest = lines.reduce((wide, line) => (line.width > wide.width ? line : wide));
const last = lines.at(-1)!;

test.beforeAll(async () => {
  expect(widest.sizes.length, 'the widest line has several sizes').toBeGreaterThan(2);
  await restoreDocument(menuPageCollection, menuFile, menuText);
});
test.afterAll(async () => {
  await restoreDocument(menuPageCollection, menuFile, shippedMenu);
});

test('at the limits, a tap on the widest menu line, its name and the last item opens each field on screen, with Save in view', async ({
  page,
}) => {
  const preview = await openInEditor(page, '/menu');
  // The preview shows the menu at the limits, not the shipped one.
  await expect(preview.locator(`[data-tina-field$="---menuPage.${widest.at}.name"]`)).toHaveText(widest.name);
  const taps = [
    { what: 'the widest line’s last price', field: `${widest.at}.sizes.${widest.sizes.length - 1}.price` },
    { what: 'its name', field: `${widest.at}.name` },
    { what: 'the last item', field: `${last.at}.name` },
  ];
  const problems: string[] = [];
  for (const { what, field } of taps) {
    const element = preview.locator(`[data-tina-field$="---menuPage.${field}"]`);
    await element.scrollIntoViewIfNeeded();
    await element.tap();
    await expect
      .poll(async () => (await focusedField(page))?.name, `${what}: its field has the cursor`)
      .toBe(field);
    await expect.poll(() => onScreen(page.locator(':focus')), `${what}: its field is on screen`).toBe(true);
    expect(await onScreen(saveButton(page)), `${what}: Save is in view`).toBe(true);
    if ((await smallTargetsAndSideways(page)).sideways) {
      problems.push(`${what}: the editor scrolls sideways`);
    }
  }
  expect(problems).toEqual([]);
});
