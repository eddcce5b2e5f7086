import type { PlaywrightTestConfig } from '@playwright/test';
import { findTestChromium } from '#scripts/tooling/chromium-path';

/**
 * What both Playwright configs (the built site's and the editor's) run every test
 * with: the system's Chromium (its headless shell: scripts/tooling/chromium-path.ts),
 * started the way this machine allows. No trace: recording
 * one for every test (to keep the failed ones) made the suite a sixth slower. To look into
 * a failure, run its test again with `--trace on` and open the trace with
 * `npx playwright show-trace`.
 */
export const chromiumUse = {
  launchOptions: {
    executablePath: findTestChromium(),
    // Root cannot use Chromium's sandbox; the machine has no network for background services.
    // The headless shell hints glyphs fully unless told otherwise, which makes text a hair wider
    // than the whole browser draws it; `slight` is what Debian's fonts ask the whole browser for.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=slight',
    ],
  },
} satisfies PlaywrightTestConfig['use'];
