import { test as base, expect, type ConsoleMessage } from '@playwright/test';

interface Fixtures {
  /** Console errors and page errors seen during the test; each test must end with none it did not expect. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or warnings on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The six pages of the top bar, in order, with their link text. */
export const pages = [
  { path: '/', label: 'Home' },
  { path: '/ez-cater', label: 'Office Fuel' },
  { path: '/wholesale', label: 'Wholesale' },
  { path: '/catering', label: 'Catering' },
  { path: '/logistics', label: 'Logistics' },
  { path: '/contact', label: 'Contact' },
] as const;

export const isPhone = (viewportWidth: number | undefined) => (viewportWidth ?? 1280) < 768;
