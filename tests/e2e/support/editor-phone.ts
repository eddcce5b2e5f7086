/**
 * What the phone tests of the editor share (issue 50): the owner's taps, counted; whether a
 * control is on the screen and not under something else; and a content file as saved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { projectRoot } from '#scripts/build/build-output';
import type { MenuPageContent } from '#tina/schema/collections/menu';

export const menuFile = path.join(projectRoot, 'content/pages/menu.json');

/** The menu as a desktop save writes it after `change`: stamped "checked on" as `saved` was. */
export function menuAsSaved(
  original: string,
  saved: string,
  change: (menu: MenuPageContent) => void,
): string {
  const menu = JSON.parse(original) as MenuPageContent;
  change(menu);
  menu.checkedOn = (JSON.parse(saved) as MenuPageContent).checkedOn;
  return JSON.stringify(menu, null, 2);
}

/** The owner's taps on the screen, counted. Typing and the phone's own picker are not taps. */
export function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      // Not the whole test's time: a target under the editing panel fails here, naming it.
      await target.tap({ timeout: 30_000 });
    },
    get count() {
      return taps;
    },
  };
}

/** Tina's Save of the open form, at the bottom of the editing sheet. */
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).last();

/** Whether the element is inside the screen and nothing covers its middle: the owner sees it and can tap it. */
export function onScreen(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.height > 0 && !!top && (element.contains(top) || top.contains(element));
  });
}

/** The editor's own controls on the screen smaller than a finger (44 × 44 px), and whether the editor scrolls sideways. */
export function smallTargetsAndSideways(page: Page) {
  return page.evaluate(() => {
    const targets = 'button, a[href], input:not([type=hidden]):not([type=file]), select, textarea';
    // A tick box's or a choice's target is its label; a switch's is its checkbox over its drawing.
    const labels = ':is([type=checkbox], [type=radio]) + label';
    const small = [...document.querySelectorAll<HTMLElement>(`${targets}, ${labels}`)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown = box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0;
        const hiddenChoice = element.matches('input[type=checkbox], input[type=radio]') && box.width < 2;
        return shown && !hiddenChoice && getComputedStyle(element).pointerEvents !== 'none';
      })
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map(
        (element) =>
          `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}"`,
      );
    return { small, sideways: document.documentElement.scrollWidth > innerWidth };
  });
}

/** The file once its whole new text is written (Tina writes in place: a half-written file is not saved yet). */
export async function savedText(file: string, before: string): Promise<string> {
  const read = () => {
    const text = fs.readFileSync(file, 'utf8');
    try {
      JSON.parse(text);
      return text;
    } catch {
      return before;
    }
  };
  await expect.poll(read, { message: `${file} saved` }).not.toBe(before);
  return read();
}

/**
 * The editor's own messages (`data-editor-message`: a save's state, the test request's answer, the
 * refusals' summary; and a refusal under its field, which Tina writes in its own red) that run past
 * the screen's right edge, or make a box around them scroll sideways, each by its first words.
 * None: every one wraps within the screen.
 */
export function messagesOffTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-editor-message], .tina-tailwind span.text-red-500')].flatMap(
      (message) => {
        const box = message.getBoundingClientRect();
        if (box.width === 0) {
          return [];
        }
        const words = `"${(message.textContent ?? '').slice(0, 40)}…"`;
        const problems = box.right > window.innerWidth + 0.5 ? [`${words} runs past the right edge`] : [];
        for (let around = message.parentElement; around; around = around.parentElement) {
          if (
            around.scrollWidth > around.clientWidth + 1 &&
            getComputedStyle(around).overflowX !== 'visible'
          ) {
            problems.push(`${words} makes a ${around.tagName.toLowerCase()} scroll sideways`);
          }
        }
        return problems;
      },
    ),
  );
}
