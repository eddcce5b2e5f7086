/**
 * The keyboard alone, as its user goes: Tab until a control has the focus, and the focus drawn on it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** More presses than the whole editor and page have stops: not reaching the target means it is out of Tab's reach. */
const mostPresses = 80;

/** The pixels around the control, as drawn now. */
async function drawing(page: Page, target: Locator): Promise<Buffer> {
  const box = await target.boundingBox();
  if (!box) {
    throw new Error(`${String(target)} is not drawn`);
  }
  const margin = 6;
  return page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
    animations: 'disabled',
  });
}

/** Presses Tab until `target` has the focus, then checks the focus is drawn: the control looks different without it. */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < mostPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      const focused = await drawing(page, target);
      await target.evaluate((element) => (element as HTMLElement).blur());
      expect(focused.equals(await drawing(page, target)), `${String(target)}: focus is drawn`).toBe(false);
      await target.focus();
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} not reached in ${mostPresses} presses of Tab`);
}
