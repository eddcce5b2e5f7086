import { expect, test } from './support/fixtures';

/** Tries to run inline code the way injected markup would; says whether any of it ran. */
const injectedCodeRan = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const flags = window as unknown as Record<string, boolean>;
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/favicon.svg" alt="" onload="window.handlerRan = true">';
    // The picture's load, awaited: its inline handler, set first, would have run before this listener.
    const image = holder.querySelector('img')!;
    const loaded = new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
    document.body.append(holder);
    await loaded;
    return Boolean(flags.inlineScriptRan || flags.handlerRan);
  });

// That every page is sent with the headers of _headers (its policy, its cache rule) and runs with
// no violation: accessibility.spec.ts, in the one load per page and size that runs every page-level
// check; what each rule says, scripts/headers/site-headers.test.ts.
test('injected markup cannot run code: the header’s policy and, where a host sends no headers, the page’s <meta> tag block an inline script and an event handler', async ({
  page,
  openPage,
  policyViolations,
  consoleErrors,
}) => {
  await openPage('/contact');
  expect(await injectedCodeRan(page)).toBe(false);
  // Reported once by the header's policy and once by the <meta> tag's. The reports leave the page
  // on their own way, after the blocked code: waited for.
  const directives = () => new Set(policyViolations.map((violation) => violation.split(':')[0]));
  await expect.poll(directives).toEqual(new Set(['script-src-elem', 'script-src-attr']));
  policyViolations.length = 0;

  // The page's own document only: a request the last page left in flight (a script, a fetch ahead)
  // is cancelled by the navigation, and fulfilling it then fails with "response has been disposed".
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') {
      return route.fallback();
    }
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
  await expect.poll(() => policyViolations.length).toBe(2);
  policyViolations.length = 0;
  consoleErrors.length = 0;
});
