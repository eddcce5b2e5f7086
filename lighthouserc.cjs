/**
 * Lighthouse CI, all of `npm run audit` (after `npm run build`): every page of dist/, served as a
 * host sends it, audited in the system's Chromium on the mobile preset, three runs each; the
 * representative (median) run must meet the targets of issue 6, and the reports go to
 * reports/lighthouse/ (manifest.json holds each run's four scores). LHCI's own flags change the
 * rest: `--collect.numberOfRuns=1`, `--collect.url=…`, `--collect.settings.preset=desktop`,
 * `--collect.settings.throttlingMethod=devtools` (observed loads, decision 012).
 */
const fs = require('node:fs');
const path = require('node:path');

const origin = `http://127.0.0.1:${process.env.PREVIEW_PORT ?? '4173'}`;
// Every page the build wrote; a hosted build's editor (admin/) is not a page of the site.
const pages = fs.existsSync('dist')
  ? fs.globSync('**/index.html', { cwd: 'dist', exclude: ['admin/**'] }).sort()
  : [];
const target = (options) => ['error', { aggregationMethod: 'median-run', ...options }];

module.exports = {
  ci: {
    collect: {
      url: pages.map((file) => `${origin}/${path.dirname(file).replace(/^\.$/, '')}`),
      // The built site with compression and its own headers (its CSP included), as a host sends it.
      startServerCommand: 'npm run preview',
      startServerReadyPattern: 'Accepting connections',
      chromePath: process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium',
      numberOfRuns: 3,
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
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
};
