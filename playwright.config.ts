import { defineConfig, devices } from '@playwright/test';
import { chromiumUse } from './tests/e2e/browser-options';

const port = Number(process.env.PREVIEW_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The editor tests need `npm start`, not the built site: playwright.editor.config.ts.
  testIgnore: 'editor*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { baseURL, ...chromiumUse },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
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
