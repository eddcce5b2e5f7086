/**
 * Where a picture can be shown, and what each place asks of the file: the editor's field descriptions, the
 * content check (smallest file that fills the frame) and the build's picture step (which widths to make) read
 * these; the frame's `sizes` and smallest size come from picture-layout.ts, which the pages read too, so the
 * numbers cannot drift apart.
 */
import { pictureLayout, type PictureSlotName } from './picture-layout';

export type { PictureSlotName };

export interface PictureSlot {
  /** Named in the owner's messages: "the slideshow needs at least …". */
  name: string;
  /** The frame's shape; a picture of another shape is trimmed to fill it (around its focus). */
  aspect: { width: number; height: number };
  /** The smallest file that fills the frame at its widest on an ordinary screen. */
  minimum: { width: number; height: number };
  /** Sharp on every screen, phones with 2x and 3x screens included. */
  recommended: { width: number; height: number };
  /** Widths the build makes (never wider than the file itself): up to twice the frame's widest. */
  widths: readonly number[];
  sizes: string;
}

export const pictureSlots = {
  slide: {
    ...pictureLayout.slide,
    name: 'the slideshow',
    aspect: { width: 8, height: 5 },
    recommended: { width: 1600, height: 1000 },
    widths: [400, 800, 1200, 1600],
  },
  hero: {
    ...pictureLayout.hero,
    name: 'a page’s hero picture',
    aspect: { width: 2, height: 1 },
    recommended: { width: 2240, height: 1120 },
    widths: [400, 800, 1200, 1600, 2240],
  },
  card: {
    ...pictureLayout.card,
    name: 'a card',
    aspect: { width: 3, height: 2 },
    recommended: { width: 1200, height: 800 },
    widths: [400, 800, 1200],
  },
} as const satisfies Record<PictureSlotName, PictureSlot>;

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
