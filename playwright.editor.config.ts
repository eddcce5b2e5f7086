/**
 * Browser tests of the owner's path through the visual editor. They need `npm start` (Tina's GraphQL server
 * on 127.0.0.1:4001 and the site with the editor at http://localhost:3000, or the ports of the block
 * `npm test` chose), not the built site, so they have their own config; `npm test` runs them in a copy of
 * the project, beside the other browser tests.
 */
import { defineConfig, devices } from '@playwright/test';
import { testPorts } from './scripts/test-runner/ports';
import { chromiumUse } from './tests/e2e/support/browser-options';
import { siteUrl } from './tests/e2e/support/editor-server';

const { editorSite, editorGraphql, editorDatalayer } = testPorts();
const phoneTests = 'editor-phone-*.spec.ts';
const readingTests = ['editor-fields.spec.ts', 'editor-early-click.spec.ts', 'editor-accessibility.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: 'editor*.spec.ts',
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The dev server compiles on demand; on two cores the first page can take a while.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-editor.json' }]],
  // Not the end-to-end suite's test-results/, which it empties when it starts right after this
  // one in `npm test`: a failure's page snapshot (error-context.md) stays to be read.
  outputDir: 'test-results-editor',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1400, height: 900 },
    baseURL: siteUrl,
    ...chromiumUse,
  },
  projects: [
    {
      // Tests that only open and click: two at a time, each in its own browser.
      name: 'reading',
      testMatch: readingTests,
      fullyParallel: true,
    },
    {
      // Tests that save: one at a time, after the reading ones. A saved content file makes the
      // dev server rebuild and reload every open preview, which would pull the page from under
      // a test still clicking through it. As with every Playwright dependency, a failed reading
      // test skips these (they show as skipped); `--no-deps` runs them alone.
      name: 'saving',
      testIgnore: [...readingTests, phoneTests],
      dependencies: ['reading'],
      workers: 1,
    },
    {
      // The owner's phone (issue 50): held upright, touch. They save too, so they come last.
      name: 'phone',
      testMatch: phoneTests,
      dependencies: ['saving'],
      workers: 1,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' },
    },
  ],
  webServer: {
    command: `npm start -- --port ${editorGraphql} --datalayer-port ${editorDatalayer}`,
    url: `${siteUrl}/admin/index.html`,
    env: { PORT: String(editorSite) },
    // A developer's own `npm start` is the same server; use it rather than fail on the port. Not
    // in CI, nor when `npm test` runs this suite in a copy of the project (EDITOR_OWN_SERVER,
    // scripts/test-all.ts): a developer's server serves the working tree, not the copy.
    reuseExistingServer: !process.env.CI && !process.env.EDITOR_OWN_SERVER,
    timeout: 240_000,
  },
});
