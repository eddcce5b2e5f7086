/**
 * Where a picture can be shown, and what each place asks of the file. Plain data
 * below both the schema and the app: the editor's field descriptions, the content
 * check (smallest file that fills the frame), the build's picture step (which
 * widths to make) and the picture component (`sizes`) all read these numbers,
 * so they cannot drift apart.
 *
 * The numbers come from the layout (src/styles/_tokens.scss): a 72rem (1152 px)
 * column with 1rem padding on each side, so at most 1120 px of content, and one
 * breakpoint at 768 px.
 */
export interface PictureSlot {
  /** Named in the owner's messages: "the slideshow needs at least …". */
  name: string;
  /** The frame's shape; a picture of another shape is trimmed to fill it (around its focus). */
  aspect: { width: number; height: number };
  /** The smallest file that fills the frame at its widest on an ordinary screen. */
  minimum: { width: number; height: number };
  /** Sharp on every screen, phones with 2x and 3x screens included. */
  recommended: { width: number; height: number };
  /** Widths the build makes (never wider than the file itself). */
  widths: readonly number[];
  /** How wide the frame is shown at each screen width, for the browser's choice among the widths. */
  sizes: string;
}

const column = 'calc(100vw - 2rem)';

export const pictureSlots = {
  // Wide screens: the slide is 11fr of a 20fr row (616 px at most); phones: the full column.
  slide: {
    name: 'the slideshow',
    aspect: { width: 8, height: 5 },
    minimum: { width: 800, height: 500 },
    recommended: { width: 1600, height: 1000 },
    widths: [400, 800, 1200, 1600],
    sizes: `(min-width: 1152px) 616px, (min-width: 768px) calc((100vw - 2rem) * 0.55), ${column}`,
  },
  // A wide band across the whole column, under a service page's introduction.
  hero: {
    name: 'a page’s hero picture',
    aspect: { width: 2, height: 1 },
    minimum: { width: 1120, height: 560 },
    recommended: { width: 2240, height: 1120 },
    widths: [400, 800, 1200, 1600, 2240],
    sizes: `(min-width: 1152px) 1120px, ${column}`,
  },
  // The top of a card; at most half the column (two cards in a row), a quarter with four.
  card: {
    name: 'a card',
    aspect: { width: 3, height: 2 },
    minimum: { width: 600, height: 400 },
    recommended: { width: 1200, height: 800 },
    widths: [400, 800, 1200],
    sizes: `(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 1.75rem), ${column}`,
  },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof pictureSlots;

/** `sizes` for a card's picture in a row of `columns` cards (1.5rem apart); phones show one card per row. */
export function cardPictureSizes(columns: number): string {
  const gaps = columns - 1;
  const widest = Math.ceil((1120 - gaps * 24) / columns);
  return `(min-width: 1152px) ${widest}px, (min-width: 768px) calc((100vw - 2rem - ${gaps * 1.5}rem) / ${columns}), ${column}`;
}

/** "Keep this part in view": which part of a picture stays when its frame trims it. */
export const pictureFocusOptions = [
  { value: 'top-left', label: 'Top left' },
  { value: 'top', label: 'Top' },
  { value: 'top-right', label: 'Top right' },
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'bottom-right', label: 'Bottom right' },
] as const;

export type PictureFocus = (typeof pictureFocusOptions)[number]['value'];

/** The file types the build turns into small pictures; SVG drawings are sent as they are. */
export const rasterPictureExtensions = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'heic',
  'heif',
  'gif',
  'tif',
  'tiff',
];

export function isRasterPicture(src: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase();
  return extension !== undefined && rasterPictureExtensions.includes(extension);
}
