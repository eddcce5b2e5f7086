import type { Page } from '@playwright/test';

/** What of a page does not fit its window, as a visitor would see it (issue 59). */
export interface FitProblems {
  /** How far the page is wider than the window, in CSS pixels (0: no sideways scrolling). */
  overflowX: number;
  /** Text drawn past the window's left or right edge: "…words… (right edge at 412 px)". */
  offScreen: string[];
  /** Text drawn outside a box that hides what overflows it, so part of it is not seen. */
  cut: string[];
  /**
   * Controls smaller than WCAG 2.2's 24 by 24 px (2.5.8, Target Size (Minimum)) and not exempt as
   * the criterion says: a link inside a sentence, a box whose label ticks it too, a control with
   * no other within 12 px of its centre.
   */
  smallTargets: string[];
}

/**
 * Measures the page where the browser drew it (each text's Range rectangles, each control's box),
 * not from the DOM's text: a word can be in the DOM and off the screen.
 */
export async function fitProblems(page: Page): Promise<FitProblems> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excerpt = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      // Text for screen readers only (the visually-hidden pattern) is clipped to a pixel.
      element.getBoundingClientRect().width > 1 &&
      !element.closest('[aria-hidden="true"], [inert]');
    const clipping = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
    };

    const offScreen: string[] = [];
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (
        !node.data.trim() ||
        !parent ||
        ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)
      ) {
        continue;
      }
      if (!shown(parent)) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) {
        continue;
      }
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      if (left < -0.5 || right > width + 0.5) {
        offScreen.push(`${excerpt(node.data)} (drawn from ${Math.round(left)} to ${Math.round(right)} px)`);
      }
      for (let box = parent as Element | null; box && box !== document.body; box = box.parentElement) {
        if (!clipping(box)) {
          continue;
        }
        const edge = box.getBoundingClientRect();
        const outside = rects.some(
          (rect) =>
            rect.left < edge.left - 0.5 ||
            rect.right > edge.right + 0.5 ||
            rect.top < edge.top - 0.5 ||
            rect.bottom > edge.bottom + 0.5,
        );
        if (outside) {
          cut.push(`${excerpt(node.data)} in <${box.tagName.toLowerCase()} class="${box.className}">`);
        }
        break;
      }
    }

    const smallTargets: string[] = [];
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const targets = [...document.querySelectorAll(controls)].filter(shown);
    const boxes = targets.map((control) => control.getBoundingClientRect());
    const distance = (x: number, y: number, box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    targets.forEach((control, index) => {
      const box = boxes[index]!;
      if (box.width >= 24 && box.height >= 24) {
        return;
      }
      // A link in a sentence: drawn inline among other words of its block.
      const block = control.parentElement;
      const inline = getComputedStyle(control).display === 'inline';
      if (
        inline &&
        block &&
        (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length
      ) {
        return;
      }
      // The criterion's equivalent: a box ticked by its label as well, when the label is big enough.
      const labels = [...((control as HTMLInputElement).labels ?? [])].map((label) =>
        label.getBoundingClientRect(),
      );
      if (labels.some((label) => label.width >= 24 && label.height >= 24)) {
        return;
      }
      // The criterion's spacing: a 24 px circle on its centre touches no other control.
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (boxes.every((other, otherIndex) => otherIndex === index || distance(x, y, other) >= 12)) {
        return;
      }
      const name =
        control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '';
      smallTargets.push(
        `<${control.tagName.toLowerCase()}> ${excerpt(name)} is ${Math.round(box.width)} by ${Math.round(box.height)} px, another control within 12 px of its centre`,
      );
    });
    const overflowX = document.documentElement.scrollWidth - width;
    return { overflowX, offScreen, cut, smallTargets };
  });
}
