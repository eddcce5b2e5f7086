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

/** A rectangle the browser drew, in CSS pixels from the window's top left corner. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  height: number;
}

/** A word, or a piece of one where it may break, as drawn; and whether the DOM puts a space before it. */
interface DrawnWord {
  text: string;
  rects: Box[];
  spaceBefore: boolean;
}

/**
 * Runs in the page, which receives this one function's text (page.evaluate), so its helpers are
 * inside it: every shown word where the browser drew it, and how far the page scrolls sideways.
 * Which words are glued or broken is then found from these figures (seenTextProblems).
 */
function drawnWords() {
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION']);
  const shown = (element: Element | null) =>
    !!element &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    // Text for screen readers only (the visually-hidden pattern) is clipped to a pixel.
    element.getBoundingClientRect().width > 1;
  // A word may break after these, or (in addresses) before a full stop: the pieces are words of their own.
  const pieces = /[^\s]+?(?:[-/@–—]|(?=\.[^\s])|$)|[^\s]+/g;
  const rectsOf = (node: Text, start: number, end: number): Box[] => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => rect.toJSON() as Box);
  };
  /** A text node's words in pieces (only a word's first piece has the space before it), and whether it ends in a space. */
  const wordsOf = (node: Text, spaceBefore: boolean) => {
    const text = node.data;
    const words: DrawnWord[] = [];
    let previousEnd = 0;
    for (const match of text.matchAll(/\S+/g)) {
      const gapBefore =
        /\s/.test(text.slice(previousEnd, match.index)) || (words.length === 0 && spaceBefore);
      for (const [index, piece] of [...match[0].matchAll(pieces)].entries()) {
        const start = match.index + piece.index;
        const rects = rectsOf(node, start, start + piece[0].length);
        words.push({ text: piece[0], rects, spaceBefore: index === 0 ? gapBefore : false });
      }
      previousEnd = match.index + match[0].length;
    }
    // A space at the end of this node (or a node of spaces) separates it from the next word.
    const spaceAfter = words.length > 0 ? /\s$/.test(text) : spaceBefore || /\s/.test(text);
    return { words, spaceAfter };
  };
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
  const drawn: DrawnWord[] = [];
  let spaceBefore = false;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const visible = shown(node.parentElement);
    const { words, spaceAfter } = wordsOf(node, spaceBefore);
    drawn.push(...(visible ? words.filter((word) => word.rects.length > 0) : []));
    // A hidden node's words are not drawn, so they cannot be glued to anything.
    spaceBefore = spaceAfter || (!visible && words.length > 0);
  }
  return {
    words: drawn,
    overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

/** Two words the DOM separates by a space, drawn touching on one line: "Choose|Espresso". */
function gluedWords(words: readonly DrawnWord[]): string[] {
  return words.flatMap((word, index) => {
    const previous = words[index - 1];
    if (!previous || !word.spaceBefore) {
      return [];
    }
    const before = previous.rects.at(-1)!;
    const after = word.rects[0]!;
    const sameLine =
      Math.min(before.bottom, after.bottom) - Math.max(before.top, after.top) >
      Math.min(before.height, after.height) / 2;
    // Touching or overlapping, in reading order, on one line: no space was drawn.
    return sameLine && after.left >= before.left && after.left - before.right < 1.5
      ? [`${previous.text}|${word.text}`]
      : [];
  });
}

/** A word drawn on two lines, broken inside. */
const brokenWords = (words: readonly DrawnWord[]) =>
  words
    .filter((word) => new Set(word.rects.map((rect) => Math.round(rect.top))).size > 1)
    .map((word) => word.text);

export async function seenTextProblems(page: Page): Promise<SeenTextProblems> {
  const { words, overflowX } = await page.evaluate(drawnWords);
  return { glued: gluedWords(words), brokenWords: brokenWords(words), overflowX };
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
