import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';

/**
 * Which Chromium drew the committed pictures (tests/e2e/__screenshots__/): written and read
 * by the visual tests, written when they redraw them (`npm run screenshots:update`). When a picture differs and the
 * browser is another version, the failure says so: Debian's Chromium moved, and the
 * pictures are redrawn in the same system (.ci/redraw-pictures), not fixed by hand.
 */
const picturesDrawnWithFile = path.join(projectRoot, 'tests/e2e/__screenshots__/drawn-with.txt');

function picturesDrawnWith(): string {
  return fs.readFileSync(picturesDrawnWithFile, 'utf8').trim();
}

/** After the pictures were redrawn (`--update-snapshots`), the browser that drew them. */
export function notePicturesDrawnWith(browserVersion: string): void {
  fs.writeFileSync(picturesDrawnWithFile, `Chromium ${browserVersion}\n`);
}

/** The failure's explanation, or nothing when the browser is the one that drew the pictures. */
export function browserMovedNote(browserVersion: string): string | undefined {
  const drawnWith = picturesDrawnWith();
  if (drawnWith === `Chromium ${browserVersion}`) {
    return undefined;
  }
  return [
    `The committed pictures were drawn with ${drawnWith}; this run's browser is Chromium ${browserVersion}.`,
    "A new Chromium can draw text and edges a pixel differently: if the pictures' differences are",
    'only that, redraw them all in the system CI uses (Debian 12 with .ci/debian-packages):',
    '`bash .ci/redraw-pictures` (on another system, in a debian:12.11 container: see the README,',
    '"Pictures of every page"), look at them, and commit them with drawn-with.txt.',
  ].join('\n');
}
