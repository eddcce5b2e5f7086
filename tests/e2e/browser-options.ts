import type { PlaywrightTestConfig } from '@playwright/test';
import { findChromium } from '../../scripts/tooling/chromium-path';

/**
 * What both Playwright configs (the built site's and the editor's) run every test
 * with: the system's Chromium, started the way this machine allows, and a trace of
 * each failed test.
 */
export const chromiumUse = {
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: findChromium(),
    // Root cannot use Chromium's sandbox; the machine has no network for background services.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
} satisfies PlaywrightTestConfig['use'];
