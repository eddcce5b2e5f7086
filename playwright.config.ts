import { defineConfig, devices } from '@playwright/test';
import { testPorts } from './scripts/test-runner/ports';
import { specGroupFilter } from './scripts/test-runner/spec-groups';
import { mouseArgs } from './scripts/tooling/chromium-path';
import { chromiumUse } from './tests/e2e/support/browser-options';
import { desktopOnlyTest, phoneOnlyTest } from './tests/e2e/support/one-width';

// The built site's preview: 4173, or the block of free ports `npm test` chose (TEST_PORT_BASE).
const { preview: port } = testPorts();
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Behaviour that is the same code at every width is checked at one width only, so the report
 * skips nothing for a width: a whole spec file by the lists below, a single test or group by
 * its tag (tests/e2e/support/one-width.ts, with the reason beside it). Everything a width
 * can change (layout, menus, pictures, axe, the toasts' place) runs at both.
 */
const phoneOnly = [
  // What each form sends, and that nothing typed leaves the device: the visitor on a cheap phone.
  'form-delivery.spec.ts',
  'form-privacy.spec.ts',
];
const desktopOnly = [
  // One build of a copy of the project serves both sizes: what is checked is the built files,
  // or each test opens its own phone and desktop windows.
  'content-injection.spec.ts',
  'site-notice.spec.ts',
  'picture-budgets.spec.ts',
  'hosted-build.spec.ts',
  'desktop-scrollbar.spec.ts',
  'hero-height-webkit.spec.ts',
  // The served HTML, headers and policy: the same bytes whatever the size of the screen.
  'seo.spec.ts',
  'security-headers.spec.ts',
  'deploy-check.spec.ts',
];
// The editor tests need `npm start`, not the built site: playwright.editor.config.ts.
const editorTests = 'editor*.spec.ts';
// CI runs the specs in two groups, as jobs side by side: E2E_SPECS=site or copies (spec-groups.ts).
const group = specGroupFilter(process.env.E2E_SPECS);

export default defineConfig({
  testDir: 'tests/e2e',
  ...(group.testMatch ? { testMatch: group.testMatch } : {}),
  fullyParallel: true,
  // One more worker than the machine's two cores: the forms' one-second sending, the toasts and
  // the slideshow's 5 s keep a worker waiting on the clock, and a third one fills those seconds
  // (347 s -> 284 s here; a fourth gave nothing more). Decision 021 (its log in docs/measurements: the fifth pass).
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The only limits, generous: every wait is for a condition, and these bound a broken test on a
  // machine 2-3x slower (issue 58); a copy's build has copyBuildTimeoutMs (site-variants.ts).
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // The committed pictures of every page (visual.spec.ts): one name per page and width, no
  // platform suffix; CI draws them with the same Debian Chromium as the machine that made them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: {
    timeout: 30_000,
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
      testIgnore: [editorTests, ...phoneOnly, ...(group.testIgnore ?? [])],
      grepInvert: new RegExp(phoneOnlyTest.tag),
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
      testIgnore: [editorTests, ...desktopOnly, ...(group.testIgnore ?? [])],
      grepInvert: new RegExp(desktopOnlyTest.tag),
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
