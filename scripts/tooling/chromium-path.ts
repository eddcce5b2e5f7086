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

export function findChromium(): string {
  const found = candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  if (!found) {
    console.error(
      'No Chromium found: install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH to its binary.',
    );
    process.exit(1);
  }
  return found;
}
