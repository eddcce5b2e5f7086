/**
 * What the browser needs to know about each picture slot: how wide its frame is shown (`sizes`, for the
 * browser's choice among the copies) and the size it is reserved at before its file is known. Kept apart from
 * picture-slots.ts, whose words for the owner and build settings stay out of the pages' JavaScript.
 *
 * From the layout (src/styles/_tokens.scss, decision 012): a 72rem (1152 px) column with 1rem of padding on
 * each side on a phone and 2rem from 768 px, so at most 1088 px of content; cards two to a row from 768 px
 * and as many as asked from 1024 px, 1.5rem apart; a slide's picture beside its words from 1024 px.
 */
const phoneColumn = 'calc(100vw - 2rem)';
/** The column from 768 px, as a term of a larger `calc()`. */
const wideWidth = '(100vw - 4rem)';
const wideColumn = `calc${wideWidth}`;
const widestColumn = 1088;
const cardGap = 24;
/** The picture's part of a slide beside its words: 11 of 20 (hero-slideshow.module.scss). */
const slideShare = 0.55;

export const pictureLayout = {
  // From 1024 px the slide is 11fr of a 20fr row (598 px at most); below, the full column.
  slide: {
    sizes: `(min-width: 1152px) ${Math.ceil(widestColumn * slideShare)}px, (min-width: 1024px) calc(${wideWidth} * ${slideShare}), (min-width: 768px) ${wideColumn}, ${phoneColumn}`,
    minimum: { width: 800, height: 500 },
  },
  // A wide band across the whole column, under a service page's introduction.
  hero: {
    sizes: `(min-width: 1152px) ${widestColumn}px, (min-width: 768px) ${wideColumn}, ${phoneColumn}`,
    minimum: { width: 1120, height: 560 },
  },
  // The top of a card: at most half the column (two cards in a row); see cardPictureSizes.
  card: {
    sizes: `(min-width: 1152px) ${(widestColumn - cardGap) / 2}px, (min-width: 768px) calc((${wideWidth} - 1.5rem) / 2), ${phoneColumn}`,
    minimum: { width: 600, height: 400 },
  },
} as const;

export type PictureSlotName = keyof typeof pictureLayout;

/** `sizes` for a card's picture in a row of `columns` cards from 1024 px (two from 768 px, one on a phone). */
export function cardPictureSizes(columns: number): string {
  const gaps = columns - 1;
  const widest = Math.ceil((widestColumn - gaps * cardGap) / columns);
  return (
    `(min-width: 1152px) ${widest}px, (min-width: 1024px) calc((${wideWidth} - ${gaps * 1.5}rem) / ${columns}), ` +
    `(min-width: 768px) calc((${wideWidth} - 1.5rem) / 2), ${phoneColumn}`
  );
}
