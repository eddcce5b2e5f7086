import { expect, test } from './fixtures';

/** Tries to run inline code the way injected markup would; says whether any of it ran. */
const injectedCodeRan = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const flags = window as unknown as Record<string, boolean>;
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/favicon.svg" alt="" onload="window.handlerRan = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return Boolean(flags.inlineScriptRan || flags.handlerRan);
  });

test.describe('the site under its own Content-Security-Policy', () => {
  // That every page is sent with its headers and runs with no violation: accessibility.spec.ts,
  // in the one load per page and size that runs every page-level check.

  test('hashed assets are cached for a year, pages revalidate', async ({ page, openPage, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await openPage('/');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await request.get(script)).headers()['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await request.get('/ez-cater/')).headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  test('injected markup cannot run code: the policy blocks an inline script and an event handler', async ({
    page,
    openPage,
    policyViolations,
    consoleErrors,
  }) => {
    await openPage('/contact');
    expect(await injectedCodeRan(page)).toBe(false);
    // Reported once by the header's policy and once by the <meta> tag's.
    expect(new Set(policyViolations.map((violation) => violation.split(':')[0]))).toEqual(
      new Set(['script-src-elem', 'script-src-attr']),
    );
    policyViolations.length = 0;
    consoleErrors.length = 0;
  });

  test('a host that sends no headers still enforces the policy from the page’s <meta> tag', async ({
    page,
    openPage,
    policyViolations,
    consoleErrors,
  }) => {
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const response = await openPage('/catering');
    expect(await response!.headerValue('content-security-policy')).toBeNull();
    await expect(page.locator('html[data-started]')).toBeAttached();
    expect(policyViolations).toEqual([]);
    expect(await injectedCodeRan(page)).toBe(false);
    // The reports leave the page on their own way, after the blocked code: waited for.
    await expect.poll(() => policyViolations.length).toBe(2);
    policyViolations.length = 0;
    consoleErrors.length = 0;
  });
});
