import type { PictureManifest } from './picture-variants';

/**
 * The `picture-variants` module of the development server and the unit tests:
 * no variants, so every picture is shown from its original file. That is what
 * lets the editor's preview show a photo the moment the owner uploads it.
 */
const noPictureVariants: PictureManifest = {};
export default noPictureVariants;
