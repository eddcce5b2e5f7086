import { untilSettled } from './support/still-page';
import { everyPath, forgetNotFoundLog } from './support/not-found';
import { expect, test, testWithoutPage } from './support/fixtures';
import { injectedMarker, type HostileFields } from '#scripts/site-copies/hostile-content';
import { copyBuildTimeoutMs, hostileFieldsOf, variantCopy } from '#scripts/site-copies/site-variants';
import { servePreview } from '#scripts/tooling/project-copy';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

/**
 * A hostile or careless editor writes markup into every field that takes free
 * text; the built site must show it as text: no element, no script, no broken
 * file. The site's own policy would block a script anyway, so these tests look
 * at what the markup became, not only at whether something ran.
 */
test.describe('markup written into the content', () => {
  test.describe.configure({ mode: 'serial' });

  let root: string;
  let fields: HostileFields;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  const port = copyPort(copyOffsets.contentInjection);
  const origin = `http://127.0.0.1:${port}`;

  // One build serves both sizes (the desktop project runs this file: playwright.config.ts):
  // what is checked is the built files, not the layout.
  test.beforeAll(async () => {
    test.setTimeout(copyBuildTimeoutMs);
    root = await variantCopy('drawn');
    fields = hostileFieldsOf(root);
    server = await servePreview(root, port);
  });

  test.afterAll(() => {
    server?.stop();
  });

  testWithoutPage('reaches most of the fields (the rest refuse it: a link, an email, a time)', () => {
    expect(fields.injected.length).toBeGreaterThan(100);
    expect(fields.injected.length).toBeGreaterThan(fields.refused.length);
  });

  for (const route of everyPath) {
    test(`${route} shows it as text and makes no element of it`, async ({
      page,
      openPage,
      consoleErrors,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openPage(origin + route);
      // The page's data blocks (the islands' props, the bar's hours and phrases) hold the markup
      // too: they still read as data, so the slideshow and "open now" start from them.
      await untilSettled(page);
      const formIsland = page.locator('[data-island="requestForm"]');
      if ((await formIsland.count()) > 0) {
        await formIsland.locator('form').scrollIntoViewIfNeeded();
        await expect(formIsland).toHaveAttribute('data-island-started', '');
      }
      expect(await page.locator(`[${injectedMarker}]`).count()).toBe(0);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      // The head keeps it as text too: "</title>" did not end the title (PageHead's escaping of
      // each tag is src/components/page-head/page-head.test.tsx's).
      expect(await page.title()).toContain('</title>');
      await expect(page.getByText(`<b ${injectedMarker}>`).first()).toBeVisible();
      // The structured data still parses (its escaping: src/build-time/structured-data.test.ts).
      for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(json) as unknown).not.toThrow();
      }
      expect(dialogs).toEqual([]);
      forgetNotFoundLog(route, consoleErrors);
    });
  }
});
