/**
 * What the browser needs to know about each picture slot: how wide its frame is
 * shown (`sizes`, for the browser's choice among the copies) and the size it is
 * reserved at before its file is known. Kept apart from picture-slots.ts, whose
 * words for the owner and build settings stay out of the pages' JavaScript.
 *
 * From the layout (src/styles/_tokens.scss): a 72rem (1152 px) column with 1rem
 * padding on each side, so at most 1120 px of content, and one breakpoint at 768 px.
 */
const column = 'calc(100vw - 2rem)';

export const pictureLayout = {
  // Wide screens: the slide is 11fr of a 20fr row (616 px at most); phones: the full column.
  slide: {
    sizes: `(min-width: 1152px) 616px, (min-width: 768px) calc((100vw - 2rem) * 0.55), ${column}`,
    minimum: { width: 800, height: 500 },
  },
  // A wide band across the whole column, under a service page's introduction.
  hero: { sizes: `(min-width: 1152px) 1120px, ${column}`, minimum: { width: 1120, height: 560 } },
  // The top of a card: at most half the column (two cards in a row); see cardPictureSizes.
  card: {
    sizes: `(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 1.75rem), ${column}`,
    minimum: { width: 600, height: 400 },
  },
} as const;

export type PictureSlotName = keyof typeof pictureLayout;

/** `sizes` for a card's picture in a row of `columns` cards (1.5rem apart); phones show one card per row. */
export function cardPictureSizes(columns: number): string {
  const gaps = columns - 1;
  const widest = Math.ceil((1120 - gaps * 24) / columns);
  return `(min-width: 1152px) ${widest}px, (min-width: 768px) calc((100vw - 2rem - ${gaps * 1.5}rem) / ${columns}), ${column}`;
}
