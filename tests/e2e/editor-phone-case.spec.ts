/**
 * Issue 50, job 1, on a phone: a flavour goes out of the case in three taps from the menu page
 * in the editor ("Today", its switch, Save), and back in with three from the page (its name, the
 * switch, Save). The page says "Not today" before Save; each save writes the file as a desktop
 * save does: the switch's line, and the menu's "checked on" stamp; and the file saved passes the
 * check every build starts with. (The desktop's own way to the switch, its name in the page, is
 * editor-fields.spec.ts's; that a switched-off flavour reads "Not today" on the built page and is
 * sold out in the structured data, the unit tests' of the menu page and its structured data.)
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { projectRoot } from '#scripts/build/build-output';
import { runScript } from '#scripts/tooling/project-copy';
import { menuPageCollection, type MenuPageContent } from '#tina/schema/collections/menu';
import { currentPreview, leavePreview, openInEditor } from './support/editor-admin';
import { changedLines, restoreDocument } from './support/editor-content';
import { menuAsSaved, menuFile, saveButton, savedText, tapCounter } from './support/editor-phone';

const original = fs.readFileSync(menuFile, 'utf8');
test.afterAll(() => restoreDocument(menuPageCollection, menuFile, original));

test('a flavour goes out of the case in 3 taps from Today, and back in with 3 from the page', async ({
  page,
}) => {
  const menu = JSON.parse(original) as MenuPageContent;
  const s = menu.sections.findIndex((section) => section.name === 'Gelato');
  const flavour = menu.sections[s]!.items[0]!;
  expect(flavour.inCase).toBe(true);
  const preview = await openInEditor(page, '/menu');
  const inPage = preview.getByRole('region', { name: 'Gelato' }).getByRole('listitem').first();

  const out = tapCounter();
  await out.tap(page.getByRole('button', { name: /^Today/ }));
  const today = page.getByRole('dialog', { name: 'Today' });
  await out.tap(today.getByRole('switch', { name: flavour.name, exact: true }));
  await expect(inPage).toContainText(menu.notToday);
  await leavePreview(page);
  await out.tap(today.getByRole('button', { name: 'Save' }));
  const off = await savedText(menuFile, original);
  // The saved file reloads the page in the editor, and Tina builds its forms again.
  await currentPreview(page);
  expect(off).toBe(menuAsSaved(original, off, (changed) => (changed.sections[s]!.items[0]!.inCase = false)));
  expect(changedLines(original, off)).toHaveLength(2);
  expect(out.count).toBe(3);
  // What the next build does first with the file the editor saved: check it.
  await runScript(projectRoot, 'scripts/check-content.ts');

  const back = tapCounter();
  await back.tap(preview.locator(`[data-tina-field$="---menuPage.sections.${s}.items.0.name"]`));
  await back.tap(page.locator(`[name="sections.${s}.items.0.inCase"]`));
  await expect(inPage).not.toContainText(menu.notToday);
  await back.tap(saveButton(page));
  const on = await savedText(menuFile, off);
  expect(on).toBe(menuAsSaved(original, on, () => {}));
  expect(back.count).toBe(3);
});
