import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { startedAttribute } from '#src/browser/started-mark';

/** Opens a page of the site and waits until it is ready to use; the response of `page.goto`. */
export type OpenPage = (url: string, options?: Parameters<Page['goto']>[1]) => Promise<Response | null>;

interface Fixtures {
  /**
   * `page.goto(url, options)`, then, when JavaScript is on, waits until the page's
   * script has taken over the prerendered HTML (scripts start after the first paint,
   * see scripts/start-after-paint.ts): before that, buttons do nothing and a test
   * would click into the void. A test that means to act before the script starts
   * calls `page.goto` itself.
   */
  openPage: OpenPage;
  /** Console errors and page errors seen during the test; each test must end with none it did not expect. */
  consoleErrors: string[];
  /**
   * What the site's Content-Security-Policy blocked during the test (`securitypolicyviolation`
   * events, as "directive: blocked thing"); each test must end with none it did not expect.
   */
  policyViolations: string[];
}

/** Waits until a loaded page's script has started; files that are not pages (the sitemap, robots.txt) have none. */
async function untilStarted(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) {
    return;
  }
  await page.locator(`html[${startedAttribute}]`).waitFor({ state: 'attached' });
}

export const test = base.extend<Fixtures>({
  // `run` is Playwright's `use`; the React lint rules would take a `use` call here for React's `use()`.
  openPage: async ({ page, javaScriptEnabled }, run) => {
    await run(async (url, options) => {
      const response = await page.goto(url, options);
      if (javaScriptEnabled) {
        await untilStarted(page, response);
      }
      return response;
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          errors.push(message.text());
        }
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
            .reportPolicyViolation;
          report(
            `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'what the Content-Security-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test that opens no page in the suite's browser (it reads files or a server's answers, or
 * drives a browser of its own): Playwright's own test. The checks above are automatic, and each
 * would open a page for nothing.
 */
export const testWithoutPage = base;

/** The seven pages of the top bar, in order, with their link text. */
export const pages = [
  { path: '/', label: 'Home' },
  { path: '/menu', label: 'Menu' },
  { path: '/ez-cater', label: 'Office Fuel' },
  { path: '/wholesale', label: 'Wholesale' },
  { path: '/catering', label: 'Catering' },
  { path: '/logistics', label: 'Logistics' },
  { path: '/contact', label: 'Contact' },
] as const;

export const isPhone = (viewportWidth: number | undefined) => (viewportWidth ?? 1280) < 768;
