/**
 * What the build's picture step (scripts/make-pictures.ts) made of each raster
 * picture the content names: the same picture at a few widths in AVIF, WebP and
 * JPEG, at `/assets/pictures/<name>-<width>.<hash>.<avif|webp|jpg>`. The app
 * imports it as the module `picture-variants` (a webpack alias): the step's JSON
 * file in a production build, an empty list in the development server (which
 * shows the owner's originals as they are uploaded) and in tests. It travels in
 * the pages' JavaScript (hydration needs the same addresses as the HTML), so
 * each entry is kept short and the addresses are rebuilt by `variantAddress`.
 */
export interface PictureVariants {
  /** The picture's own size, upright (after its camera's orientation is applied). */
  width: number;
  height: number;
  /** The copies' names: `photo` and `1a2b3c4d` (from the original's content). */
  name: string;
  hash: string;
  /** The widths made, narrowest first. */
  widths: readonly number[];
}

/** Keyed by the address the content names: `/images/home/photo.jpg`. */
export type PictureManifest = Readonly<Record<string, PictureVariants>>;

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
