import fs from 'node:fs';
import path from 'node:path';
import type { FileProblem } from './problems-in-content';
import { svgDangers, svgFilesIn, svgRefusal } from './svg-safety';

/**
 * Every SVG under public/ that could run code or reach outside itself, whether the content
 * shows it or not: the build publishes all of public/, so each is served from the site's address.
 */
export function unsafeSvgFiles(root: string): FileProblem[] {
  return svgFilesIn(root).flatMap((file) => {
    const dangers = svgDangers(fs.readFileSync(path.join(root, file), 'utf8'));
    return dangers.length > 0 ? [{ file, message: svgRefusal(dangers) }] : [];
  });
}
