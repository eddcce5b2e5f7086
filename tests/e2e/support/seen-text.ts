import type { Page } from '@playwright/test';

/**
 * What a visitor sees of a page's words, measured from where the browser drew them
 * (Range client rectangles), not from the DOM's text: a flex container drops the space
 * between two `<span>`s ("ChooseEspresso Fuel") while the accessible name keeps it.
 */
export interface SeenTextProblems {
  /** Two words the DOM separates by a space, drawn touching on one line: "Choose|Espresso". */
  glued: string[];
  /** A word drawn on two lines, broken inside (a break after "-", "/", "@" or before "." is fine). */
  brokenWords: string[];
  /** How far the page is wider than the window, in CSS pixels (0: no sideways scrolling). */
  overflowX: number;
}

export async function seenTextProblems(page: Page): Promise<SeenTextProblems> {
  return page.evaluate(() => {
    interface Word {
      text: string;
      rects: DOMRect[];
      spaceBefore: boolean;
    }
    const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION']);
    const shown = (element: Element | null) =>
      !!element &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      // Text for screen readers only (the visually-hidden pattern) is clipped to a pixel.
      element.getBoundingClientRect().width > 1;
    // A word may break after these, or (in addresses) before a full stop: the pieces are words of their own.
    const pieces = /[^\s]+?(?:[-/@–—]|(?=\.[^\s])|$)|[^\s]+/g;

    const words: Word[] = [];
    let spaceBefore = false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        for (let element = node.parentElement; element; element = element.parentElement) {
          if (skipped.has(element.tagName)) {
            return NodeFilter.FILTER_REJECT;
          }
        }
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (!text) {
        continue;
      }
      const visible = shown(node.parentElement);
      let previousEnd = 0;
      let sawWord = false;
      for (const match of text.matchAll(/\S+/g)) {
        const start = match.index;
        const gapBefore = /\s/.test(text.slice(previousEnd, start)) || (!sawWord && spaceBefore);
        let first = true;
        for (const piece of match[0].matchAll(pieces)) {
          const range = document.createRange();
          range.setStart(node, start + piece.index);
          range.setEnd(node, start + piece.index + piece[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          if (visible && rects.length > 0) {
            words.push({ text: piece[0], rects, spaceBefore: first ? gapBefore : false });
          }
          first = false;
        }
        sawWord = true;
        previousEnd = start + match[0].length;
      }
      // A space at the end of this node (or a node of spaces) separates it from the next word.
      spaceBefore = sawWord ? /\s$/.test(text) : spaceBefore || /\s/.test(text);
      // A hidden node's words are not drawn, so they cannot be glued to anything.
      if (!visible && sawWord) {
        spaceBefore = true;
      }
    }

    const glued: string[] = [];
    const brokenWords: string[] = [];
    words.forEach((word, index) => {
      const lines = new Set(word.rects.map((rect) => Math.round(rect.top)));
      if (lines.size > 1) {
        brokenWords.push(word.text);
      }
      const previous = words[index - 1];
      if (!previous || !word.spaceBefore) {
        return;
      }
      const before = previous.rects.at(-1)!;
      const after = word.rects[0]!;
      const sameLine =
        Math.min(before.bottom, after.bottom) - Math.max(before.top, after.top) >
        Math.min(before.height, after.height) / 2;
      // Touching or overlapping, in reading order, on one line: no space was drawn.
      if (sameLine && after.left >= before.left && after.left - before.right < 1.5) {
        glued.push(`${previous.text}|${word.text}`);
      }
    });
    const overflowX = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { glued, brokenWords, overflowX };
  });
}

/**
 * Cards of one row of a card grid: where their content starts and where their last part
 * (the button, the price) ends. Each row must start its content level and end its footers level.
 */
export async function cardRowMisalignments(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.querySelectorAll('main ul[data-columns]')) {
      const cards = [...grid.children].filter((card) => card.checkVisibility());
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      for (const row of rows.values()) {
        if (row.length < 2) {
          continue;
        }
        const edges = row.map((card) => {
          const box = card.getBoundingClientRect();
          // The first part in the flow: a badge pinned to the card's edge stands outside it.
          const inFlow = [...card.children].filter((part) => getComputedStyle(part).position !== 'absolute');
          const first = inFlow[0]!.getBoundingClientRect();
          const last = card.lastElementChild!.getBoundingClientRect();
          // A card that ends with a button or link: those line up; text ends where it ends.
          const footer = !!card.lastElementChild!.querySelector('a, button');
          return { id: card.id, footer, firstTop: first.top - box.top, lastBottom: box.bottom - last.bottom };
        });
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
        if (spread(edges.map((edge) => edge.firstTop)) > 1) {
          problems.push(`content starts at different heights: ${edges.map((edge) => edge.id).join(', ')}`);
        }
        const footers = edges.filter((edge) => edge.footer);
        if (footers.length > 1 && spread(footers.map((edge) => edge.lastBottom)) > 1) {
          problems.push(`last parts end at different heights: ${edges.map((edge) => edge.id).join(', ')}`);
        }
      }
    }
    return problems;
  });
}
