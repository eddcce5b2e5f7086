import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { desktopOnlyTest } from './support/one-width';

/**
 * The accessibility checks run axe in the page itself (axe.ts, legacy mode), which gives up frames
 * of another origin. The editor's preview is a frame of the same origin: axe must still look
 * inside it, or the editor's accessibility tests would pass on a preview they never read.
 */
test(
  'axe finds a violation inside a same-origin frame, and one in the page',
  desktopOnlyTest,
  async ({ page, baseURL }) => {
    const html = (body: string) =>
      `<!doctype html><html lang="en"><head><title>axe check</title></head><body><main><h1>Fine</h1>${body}</main></body></html>`;
    const pages: Record<string, string> = {
      '/axe/framed': html('<iframe title="preview" src="/axe/nameless"></iframe>'),
      '/axe/nameless': html('<button type="button"></button>'),
      '/axe/named': html('<button type="button">Send</button>'),
    };
    await page.route(`${baseURL}/axe/*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: pages[new URL(route.request().url()).pathname] }),
    );

    await page.goto('/axe/framed');
    await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name[\s\S]*iframe/);
    await page.goto('/axe/nameless');
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
    await page.goto('/axe/named');
    await expectNoAxeViolations(page);
  },
);
