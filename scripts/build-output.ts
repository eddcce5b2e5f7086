import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '..');

/**
 * Where webpack and the prerender step write. `npm run build` points them at a
 * staging folder (BUILD_OUTPUT_DIR) and moves the result into place only when
 * every step has passed (scripts/build.ts); by default they write in place.
 */
export function buildOutput(base = process.env.BUILD_OUTPUT_DIR ?? projectRoot) {
  return { distDir: path.join(base, 'dist'), serverDir: path.join(base, 'dist-server') };
}
