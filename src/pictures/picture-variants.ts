/**
 * What the build's picture step (scripts/pictures) made of each raster picture
 * the content names: the same picture at a few widths in AVIF, WebP and JPEG.
 * The app imports it as the module `picture-variants` (a webpack alias): the
 * step's JSON file in a production build, an empty list in the development
 * server (which shows the owner's originals as they are uploaded) and in tests.
 */
export interface PictureVariant {
  /** Public address, content-hashed: `/assets/pictures/photo-800.1a2b3c4d.avif`. */
  src: string;
  width: number;
}

export interface PictureVariants {
  /** The picture's own size, upright (after its camera's orientation is applied). */
  width: number;
  height: number;
  avif: readonly PictureVariant[];
  webp: readonly PictureVariant[];
  jpeg: readonly PictureVariant[];
}

/** Keyed by the address the content names: `/images/home/photo.jpg`. */
export type PictureManifest = Readonly<Record<string, PictureVariants>>;
