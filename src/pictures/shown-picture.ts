import variants from 'picture-variants';
import { pictureFocusOptions, pictureSlots, type PictureFocus, type PictureSlotName } from './picture-slots';

/** A picture as the content gives it (`pictureFields` in tina/picture-fields.ts). */
export interface PictureContent {
  image?: string;
  imageAlt?: string;
  imageFocus?: string;
}

/** Everything the picture component needs to show one picture in its slot. */
export interface ShownPicture {
  /** The address the `<img>` falls back to: the JPEG copy, or the original (SVG, development server). */
  src: string;
  alt: string;
  /** The file's own size (upright), or the slot's smallest when the file's is not known; the frame keeps the slot's shape. */
  width: number;
  height: number;
  /** The AVIF and WebP copies, best first; empty when the picture is shown as it is. */
  sources: readonly { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The JPEG copies. */
  srcSet?: string;
  sizes?: string;
  focus: PictureFocus;
}

const srcSetOf = (list: readonly { src: string; width: number }[]) =>
  list.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

const focusValues: readonly string[] = pictureFocusOptions.map((option) => option.value);
const focusOf = (value: string | undefined): PictureFocus =>
  value && focusValues.includes(value) ? (value as PictureFocus) : 'center';

/**
 * The picture to show for a content picture in a slot, or nothing when the owner set none.
 * A picture the build made copies of is shown from them; any other (an SVG drawing, or
 * a photo just uploaded while the development server runs) from its own file.
 */
export function shownPicture(content: PictureContent, slotName: PictureSlotName): ShownPicture | undefined {
  if (!content.image) return undefined;
  const slot = pictureSlots[slotName];
  const made = variants[content.image];
  const alt = content.imageAlt ?? '';
  const focus = focusOf(content.imageFocus);
  if (!made || made.jpeg.length === 0) {
    return { src: content.image, alt, ...slot.minimum, sources: [], focus };
  }
  const middle = made.jpeg.find((variant) => variant.width >= 800) ?? made.jpeg.at(-1)!;
  return {
    src: middle.src,
    alt,
    width: made.width,
    height: made.height,
    sources: [
      { type: 'image/avif', srcSet: srcSetOf(made.avif) },
      { type: 'image/webp', srcSet: srcSetOf(made.webp) },
    ],
    srcSet: srcSetOf(made.jpeg),
    sizes: slot.sizes,
    focus,
  };
}
