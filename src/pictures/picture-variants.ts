/**
 * What the build's picture step made of each raster picture the content shows, for each frame it fills,
 * imported as the module `picture-variants` (a webpack alias; an empty list in the development server and in
 * tests: decision 010). It travels in the pages' JavaScript (hydration needs the same addresses as the HTML),
 * so each entry is kept short and the addresses are rebuilt by `variantAddress`.
 */
import type { PictureSlotName } from '#model/picture-layout';

export interface PictureVariants {
  /** The largest copy's size: the upright picture trimmed to the frame's shape. */
  width: number;
  height: number;
  /** The copies' names: `photo` and `1a2b3c4d` (from the original's content, the frame's shape and the focus). */
  name: string;
  hash: string;
  /** The widths made, narrowest first. */
  widths: readonly number[];
}

/** Keyed by `pictureCropKey`: the address the content names, the slot and the focus. */
export type PictureManifest = Readonly<Record<string, PictureVariants>>;

/**
 * One picture trimmed for one kind of frame: `slide/top:/images/home/photo.jpg`. The
 * same photo as a slide and as a hero, or with another focus, is another set of copies.
 * Without a focus the centre stays in view, as on the page.
 */
export function pictureCropKey(src: string, slot: PictureSlotName, focus: string | undefined): string {
  return `${slot}/${focus || 'center'}:${src}`;
}

export const variantExtensions = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;
export type VariantFormat = keyof typeof variantExtensions;

/** The public address of one copy. */
export function variantAddress(
  variants: Pick<PictureVariants, 'name' | 'hash'>,
  width: number,
  format: VariantFormat,
) {
  return `/assets/pictures/${variants.name}-${width}.${variants.hash}.${variantExtensions[format]}`;
}
