import fs from 'node:fs';

/**
 * Playwright cannot download its own browsers on this project's machines, so
 * the tests use the system's Chromium: $CHROME_PATH if set, else Debian's.
 */
const candidates = [
  process.env.CHROME_PATH,
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same release as `chromium`): the browser
 * Playwright itself runs headless tests in. It opens a page in less than half the time of the whole browser,
 * which has a window's machinery to start for every context. With `--font-render-hinting=slight`
 * (browser-options.ts) it draws every committed picture byte for byte as the whole browser does.
 */
const headlessShells = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

function firstThere(paths: (string | undefined)[]): string | undefined {
  return paths.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

export function findChromium(): string {
  const found = firstThere(candidates);
  if (!found) {
    console.error(
      'No Chromium found: install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH to its binary.',
    );
    process.exit(1);
  }
  return found;
}

/** The browser the tests run in: $CHROME_PATH if set, else the headless shell, else the whole browser. */
export function findTestChromium(): string {
  return (process.env.CHROME_PATH ? undefined : firstThere(headlessShells)) ?? findChromium();
}

/**
 * Chromium's arguments for a desktop with a mouse. A headless browser has no pointing device,
 * so its pages match neither `(hover: hover)` nor `(pointer: fine)`, and the site fetches
 * ahead for it as for a touch screen (src/browser/fetch-ahead.ts). Blink's own settings say
 * otherwise: hover type 2 is "hover", pointer type 4 is "fine".
 */
export const mouseArgs = [
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];
