/**
 * What the tests' still pages (tests/e2e/support/still-page.ts) share with the scripts: the day the
 * tested site is built as of (`npm test`, `npm run screenshots:update`), and when a page has
 * settled (the visual tests and the navigation audit wait for it).
 */

/**
 * The day the tested site is built as of (SITE_BUILD_DAY, scripts/build/build-day.ts): the notice
 * and the coming holiday hours are chosen by the build's day, so the site the tests draw does
 * not change with the calendar. `npm test` and `npm run screenshots:update` build with it.
 */
export const stillBuildDay = '2026-11-25';

/**
 * Whether the page's scripts have done what they do once the page is settled: the site's script has started
 * and written the bar's status, and the islands that start at idle (the slideshow) have started. Islands that
 * start near the viewport (the forms) are left as a visitor who has not scrolled to them sees them. Runs in
 * the page: Playwright's and Puppeteer's `waitForFunction` both take it.
 */
export const pageHasSettled = () =>
  document.documentElement.hasAttribute('data-started') &&
  [...document.querySelectorAll('[data-opening-status]')].every((line) => line.textContent !== '') &&
  [...document.querySelectorAll('[data-island="slideshow"]')].every((island) =>
    island.hasAttribute('data-island-started'),
  );
