import variants from 'picture-variants';
import { pictureLayout, type PictureSlotName } from '#model/picture-layout';
import type { PictureFocus } from '#model/picture-slots';
import { pictureCropKey, variantAddress, type PictureVariants, type VariantFormat } from './picture-variants';

/** A picture as the content gives it (`pictureFields` in tina/schema/picture-fields.ts). */
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
  /** The largest copy's size (the slot's shape), or the slot's smallest when the file's is not known; the frame keeps the slot's shape. */
  width: number;
  height: number;
  /** The AVIF and WebP copies, best first; empty when the picture is shown as it is. */
  sources: readonly { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The JPEG copies. */
  srcSet?: string;
  sizes?: string;
  /** Which part stays in view; the component falls back to the centre for a value it does not know. */
  focus: PictureFocus | string;
}

const srcSetOf = (made: PictureVariants, format: VariantFormat) =>
  made.widths.map((width) => `${variantAddress(made, width, format)} ${width}w`).join(', ');

/**
 * The copies made of `src` for this slot and focus. In the hosted editor (TinaCloud, decision 008) the owner
 * can pick another focus before the build that makes its copies: the page then keeps showing the copies it
 * has (another trim of the same picture, this slot's first), since the original is not on the site.
 */
function copiesOf(
  src: string,
  slotName: PictureSlotName,
  focus: string | undefined,
): PictureVariants | undefined {
  const exact = variants[pictureCropKey(src, slotName, focus)];
  if (exact) {
    return exact;
  }
  const sameSlot = `${slotName}/`;
  const keys = Object.keys(variants).filter((key) => key.endsWith(`:${src}`));
  const key = keys.find((candidate) => candidate.startsWith(sameSlot)) ?? keys[0];
  return key === undefined ? undefined : variants[key];
}

/**
 * The picture to show for a content picture in a slot, or nothing when the owner set none.
 * A picture the build made copies of is shown from them, already trimmed to the slot's
 * shape; any other (an SVG drawing, or a photo just uploaded while the development server
 * runs) from its own file, which the frame trims around the focus.
 */
export function shownPicture(content: PictureContent, slotName: PictureSlotName): ShownPicture | undefined {
  if (!content.image) {
    return undefined;
  }
  const slot = pictureLayout[slotName];
  const made = copiesOf(content.image, slotName, content.imageFocus);
  const alt = content.imageAlt ?? '';
  const focus = content.imageFocus || 'center';
  if (!made || made.widths.length === 0) {
    return { src: content.image, alt, ...slot.minimum, sources: [], focus };
  }
  const fallbackWidth = made.widths.find((width) => width >= 800) ?? made.widths.at(-1)!;
  return {
    src: variantAddress(made, fallbackWidth, 'jpeg'),
    alt,
    width: made.width,
    height: made.height,
    sources: [
      { type: 'image/avif', srcSet: srcSetOf(made, 'avif') },
      { type: 'image/webp', srcSet: srcSetOf(made, 'webp') },
    ],
    srcSet: srcSetOf(made, 'jpeg'),
    sizes: slot.sizes,
    focus,
  };
}
