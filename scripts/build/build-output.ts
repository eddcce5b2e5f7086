import os from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');

/**
 * Where webpack and the prerender step write. `npm run build` points them at a
 * staging folder (BUILD_OUTPUT_DIR) and moves the result into place only when
 * every step has passed (scripts/build.ts); by default they write in place.
 * The picture step's lists go beside the server bundle, so two builds (the
 * tests build copies of the project side by side) never read each other's.
 */
export function buildOutput(base = process.env.BUILD_OUTPUT_DIR ?? projectRoot) {
  const serverDir = path.join(base, 'dist-server');
  return {
    distDir: path.join(base, 'dist'),
    serverDir,
    /** What the app imports as `picture-variants` (src/pictures/picture-variants.ts). */
    pictureVariantsFile: path.join(serverDir, 'picture-variants.json'),
    /** Which files webpack copies into dist/: the picture copies from the cache, and pictures sent as they are. */
    pictureFilesFile: path.join(serverDir, 'picture-files.json'),
  };
}

/**
 * The picture copies, kept by their original's content, recipe, shape and focus in the user's
 * cache folder, which `npm ci` and a new clone leave (issue 58); VICOLO_PICTURE_CACHE: another.
 */
export const pictureCacheDir =
  process.env.VICOLO_PICTURE_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'vicolo-pictures');
