import fs from 'node:fs';
import path from 'node:path';
import { parseHeadersFile, type HeaderRule } from '../../scripts/headers/site-headers';
import { pageRoutes } from '../../site/route-table';
import { expect, test } from './fixtures';

/** dist/_headers, the file Netlify and Cloudflare Pages read and `npm run preview` applies. */
const rules = parseHeadersFile(fs.readFileSync(path.join(__dirname, '../../dist/_headers'), 'utf8'));

/** The headers a host sends for a path under `_headers`: every rule that matches it. */
function expectedHeaders(requestPath: string, all: readonly HeaderRule[]): Record<string, string> {
  const matching = all.filter((rule) =>
    rule.path.endsWith('*') ? requestPath.startsWith(rule.path.slice(0, -1)) : rule.path === requestPath,
  );
  return Object.fromEntries(
    matching
      .flatMap((rule) => Object.entries(rule.headers))
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
}

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

const paths = [...pageRoutes.map((route) => route.path), '/no-such-page'];

test.describe('every page under its own Content-Security-Policy', () => {
  for (const pagePath of paths) {
    test(`${pagePath} is sent with the headers of _headers, runs with no violation, styled and started`, async ({
      page,
      openPage,
      consoleErrors,
    }) => {
      const response = await openPage(pagePath);
      const sent = response!.headers();
      const wanted = expectedHeaders(pagePath, rules);
      expect(Object.keys(wanted)).toEqual(
        expect.arrayContaining(['content-security-policy', 'referrer-policy']),
      );
      for (const [name, value] of Object.entries(wanted)) expect(sent[name], name).toBe(value);
      // Styled: the inlined stylesheets were allowed (an unstyled page has a transparent top bar).
      const banner = page.getByRole('banner');
      await expect(banner).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      // Started: the inline start-up script was allowed, and the page's scripts took over.
      await expect(page.locator('html[data-started]')).toBeAttached();
      if (pagePath === '/no-such-page') consoleErrors.length = 0;
    });
  }

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
