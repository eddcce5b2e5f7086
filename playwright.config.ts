import { defineConfig, devices } from '@playwright/test';
import { mouseArgs } from './scripts/tooling/chromium-path';
import { chromiumUse } from './tests/e2e/browser-options';

const port = Number(process.env.PREVIEW_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Behaviour that is the same code at every width is checked at one width only: what each
 * form sends and that nothing typed leaves the device at phone size (the visitor on a cheap
 * phone), the Netlify build's HTML at desktop size. Everything a width can change (layout,
 * menus, pictures, axe, the toasts' place) runs at both.
 */
const phoneOnly = ['form-delivery.spec.ts', 'form-privacy.spec.ts'];
const desktopOnly = ['form-delivery-netlify.spec.ts'];
// The editor tests need `npm start`, not the built site: playwright.editor.config.ts.
const editorTests = 'editor*.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // The committed pictures of every page (visual.spec.ts): one name per page and width, no
  // platform suffix; CI draws them with the same Debian Chromium as the machine that made them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: {
    // Pixel for pixel: a changed colour or space is a changed picture.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 0,
      threshold: 0,
    },
  },
  use: { baseURL, ...chromiumUse },
  projects: [
    {
      name: 'desktop',
      testIgnore: [editorTests, ...phoneOnly],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // A desktop visitor has a mouse (the site fetches ahead for it as for one).
        launchOptions: {
          ...chromiumUse.launchOptions,
          args: [...chromiumUse.launchOptions.args, ...mouseArgs],
        },
      },
    },
    {
      name: 'phone',
      testIgnore: [editorTests, ...desktopOnly],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The built site, served the way a static host would serve it.
  webServer: {
    command: 'npm run preview',
    url: baseURL,
    env: { PREVIEW_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
