import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Serves the site's pages with a strict Content-Security-Policy, allowing inline
 * scripts and styles only by the hashes of those in the page (no 'unsafe-inline'),
 * and records every violation the page reports. A stand-in until the build
 * writes the site's own policy (issue 11); what matters here is what the page
 * adds at run time, which no hash taken from the HTML can allow.
 */
export async function withStrictCsp(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const inline = (element: string) =>
        [...html.matchAll(new RegExp(`<${element}(?: [^>]*)?>([\\s\\S]*?)</${element}>`, 'g'))]
          .filter(([tag]) => !tag.includes('application/ld+json'))
          .map(([, text]) => hashOf(text!));
      const policy = [
        "default-src 'self'",
        `script-src 'self' ${inline('script').join(' ')}`,
        `style-src 'self' ${inline('style').join(' ')}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ');
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
  return {
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}
