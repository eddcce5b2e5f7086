/**
 * Issue 50, on a phone held upright: a tap on a flavour, on its price and on the page's heading
 * opens each one's field on the screen, with Save in view (Tina alone opened none of them: its
 * panel covered the page, and hidden it took no taps). Also with the panel hidden to see the
 * whole page. And the editor there neither scrolls sideways nor has a target under a finger's size.
 */
import { expect, test } from '@playwright/test';
import { focusedField, openInEditor } from './support/editor-admin';
import { onScreen, saveButton, smallTargetsAndSideways } from './support/editor-phone';

const taps = [
  { what: 'a flavour', element: 'menuPage.sections.2.items.0.name', field: 'sections.2.items.0.name' },
  {
    what: 'its price',
    element: 'menuPage.sections.2.items.0.sizes.0.price',
    field: 'sections.2.items.0.sizes.0.price',
  },
  { what: 'the heading', element: 'menuPage.heading', field: 'heading' },
];

test('a tap on a flavour, its price or the heading opens its field on screen, with Save in view', async ({
  page,
}) => {
  const preview = await openInEditor(page, '/menu');
  const problems: string[] = [];
  const look = async (what: string) => {
    const { small, sideways } = await smallTargetsAndSideways(page);
    if (sideways) {
      problems.push(`${what}: the editor scrolls sideways`);
    }
    if (small.length > 0) {
      problems.push(`${what}: targets under 44 px: ${small.join(', ')}`);
    }
  };
  await look('the menu page open');

  for (const [index, { what, element, field }] of taps.entries()) {
    // The last one with the panel hidden, the whole page in view.
    if (index === taps.length - 1) {
      await page.getByRole('button', { name: 'Hide editing panel' }).tap();
      await expect(saveButton(page)).not.toBeInViewport();
    }
    await preview.locator(`[data-tina-field$="---${element}"]`).tap();
    await expect
      .poll(async () => (await focusedField(page))?.name, `${what}: its field has the cursor`)
      .toBe(field);
    await expect.poll(() => onScreen(page.locator(':focus')), `${what}: its field is on screen`).toBe(true);
    expect(await onScreen(saveButton(page)), `${what}: Save is in view`).toBe(true);
    await look(what);
  }

  await page.getByRole('button', { name: 'Open navigation menu' }).tap();
  await look("the editor's menu");
  expect(problems).toEqual([]);
});
