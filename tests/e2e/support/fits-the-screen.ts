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

/** A rectangle the browser drew, in CSS pixels from the window's top left corner. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** A text as drawn: its rectangles, and the nearest box around it that hides what overflows it. */
interface DrawnText {
  text: string;
  rects: Box[];
  clippedBy: { name: string; edge: Box } | undefined;
}

/** A control as drawn, with what may exempt a small one: being a link in a sentence, or its labels. */
interface DrawnControl {
  tag: string;
  name: string;
  box: Box;
  inSentence: boolean;
  labels: Box[];
}

/*
 * The two functions below run in the page: page.evaluate sends it one function's text, so each
 * holds its own helpers (both need `shown`). They only measure; the problems are found here from
 * their figures. A rectangle crosses as its `toJSON()`: its left, right, top, bottom, width, height.
 */

/** Every shown text where the browser drew it, with the nearest box around it that hides what overflows. */
function drawnTexts(): DrawnText[] {
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    // Text for screen readers only (the visually-hidden pattern) is clipped to a pixel.
    element.getBoundingClientRect().width > 1 &&
    !element.closest('[aria-hidden="true"], [inert]');
  const clippingBox = (parent: Element): DrawnText['clippedBy'] => {
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if ([style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip')) {
        return {
          name: `<${box.tagName.toLowerCase()} class="${box.className}">`,
          edge: box.getBoundingClientRect().toJSON() as Box,
        };
      }
    }
    return undefined;
  };
  const textOf = (node: Text): DrawnText[] => {
    const parent = node.parentElement;
    if (
      !node.data.trim() ||
      !parent ||
      ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) ||
      !shown(parent)
    ) {
      return [];
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.toJSON() as Box);
    return rects.length > 0 ? [{ text: node.data, rects, clippedBy: clippingBox(parent) }] : [];
  };
  const texts: DrawnText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    texts.push(...textOf(node));
  }
  return texts;
}

/** Every shown control where the browser drew it, and the page's width and how wide it scrolls. */
function drawnControls() {
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    element.getBoundingClientRect().width > 1 &&
    !element.closest('[aria-hidden="true"], [inert]');
  const controlOf = (control: Element): DrawnControl => {
    const block = control.parentElement;
    const inline = getComputedStyle(control).display === 'inline';
    return {
      tag: control.tagName.toLowerCase(),
      name: control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '',
      box: control.getBoundingClientRect().toJSON() as Box,
      // A link in a sentence: drawn inline among other words of its block.
      inSentence:
        inline &&
        !!block &&
        (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length,
      labels: [...((control as HTMLInputElement).labels ?? [])].map(
        (label) => label.getBoundingClientRect().toJSON() as Box,
      ),
    };
  };
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
  return {
    controls: [...document.querySelectorAll(controls)].filter(shown).map(controlOf),
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  };
}

const excerpt = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));

/** Texts drawn past the window's left or right edge. */
function offScreen(texts: readonly DrawnText[], width: number): string[] {
  return texts.flatMap(({ text, rects }) => {
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    if (left >= -0.5 && right <= width + 0.5) {
      return [];
    }
    return [`${excerpt(text)} (drawn from ${Math.round(left)} to ${Math.round(right)} px)`];
  });
}

/** Texts drawn partly outside the box around them that hides what overflows it. */
function cut(texts: readonly DrawnText[]): string[] {
  const outside = (rect: Box, edge: Box) =>
    rect.left < edge.left - 0.5 ||
    rect.right > edge.right + 0.5 ||
    rect.top < edge.top - 0.5 ||
    rect.bottom > edge.bottom + 0.5;
  return texts.flatMap(({ text, rects, clippedBy }) =>
    clippedBy && rects.some((rect) => outside(rect, clippedBy.edge))
      ? [`${excerpt(text)} in ${clippedBy.name}`]
      : [],
  );
}

/** Whether WCAG 2.2's 2.5.8 exempts a control under 24 by 24 px, beside the page's other controls. */
function exempt(control: DrawnControl, others: readonly DrawnControl[]): boolean {
  // The criterion's equivalent: a box ticked by its label as well, when the label is big enough.
  if (control.inSentence || control.labels.some((label) => label.width >= 24 && label.height >= 24)) {
    return true;
  }
  // The criterion's spacing: a 24 px circle on its centre touches no other control.
  const { box } = control;
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const distance = (other: Box) =>
    Math.hypot(Math.max(other.left - x, 0, x - other.right), Math.max(other.top - y, 0, y - other.bottom));
  return others.every((other) => other === control || distance(other.box) >= 12);
}

/** Controls under 24 by 24 px that the criterion does not exempt. */
function smallTargets(controls: readonly DrawnControl[]): string[] {
  return controls
    .filter(({ box }) => box.width < 24 || box.height < 24)
    .filter((control) => !exempt(control, controls))
    .map(
      ({ tag, name, box }) =>
        `<${tag}> ${excerpt(name)} is ${Math.round(box.width)} by ${Math.round(box.height)} px, another control within 12 px of its centre`,
    );
}

/**
 * Measures the page where the browser drew it (each text's Range rectangles, each control's box),
 * not from the DOM's text: a word can be in the DOM and off the screen.
 */
export async function fitProblems(page: Page): Promise<FitProblems> {
  const texts = await page.evaluate(drawnTexts);
  const { controls, width, scrollWidth } = await page.evaluate(drawnControls);
  return {
    overflowX: scrollWidth - width,
    offScreen: offScreen(texts, width),
    cut: cut(texts),
    smallTargets: smallTargets(controls),
  };
}
