import { pageRoutes } from '../../site/route-table';
import { expect, isPhone, test } from './fixtures';

test.describe('nothing is requested from another origin', () => {
  for (const path of [...pageRoutes.map((route) => route.path), '/no-such-page']) {
    test(`on ${path}`, async ({ page, openPage, baseURL, viewport, consoleErrors }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== new URL(baseURL!).origin) outside.push(request.url());
      });
      await openPage(path, { waitUntil: 'networkidle' });
      // Open what opens, so lazily loaded parts get their chance to ask too.
      if (isPhone(viewport?.width)) await page.getByRole('button', { name: 'Pages' }).click();
      await page.mouse.wheel(0, 10_000);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      // The not-found page logs the missing path on purpose (see site-shell.spec.ts).
      if (path === '/no-such-page') consoleErrors.length = 0;
    });
  }
});
