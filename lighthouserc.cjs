/**
 * Lighthouse CI (`npm run audit`, scripts/audit.ts): how each page of the built site is
 * audited, and the targets of issue 6 it must meet on the mobile preset. scripts/audit.ts
 * adds the pages (from the route table), the number of runs, the system's Chromium and the
 * project's own options (desktop, photos, observed loads); LHCI does the runs, picks the
 * representative (median) run and checks the targets.
 */
const target = (options) => ['error', { aggregationMethod: 'median-run', ...options }];

module.exports = {
  ci: {
    collect: {
      // The built site with compression and its own headers (its CSP included), as a host sends it.
      startServerCommand: 'npm run preview',
      startServerReadyPattern: 'Accepting connections',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': target({ minScore: 1 }),
        'categories:accessibility': target({ minScore: 1 }),
        'categories:best-practices': target({ minScore: 1 }),
        'categories:seo': target({ minScore: 1 }),
        'cumulative-layout-shift': target({ maxNumericValue: 0 }),
        'total-blocking-time': target({ maxNumericValue: 49 }),
        'largest-contentful-paint': target({ maxNumericValue: 1499 }),
      },
    },
  },
};
