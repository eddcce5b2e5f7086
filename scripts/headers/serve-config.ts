import type { HeaderRule } from './site-headers';

/**
 * The `_headers` rules as a configuration of `serve` (serve-handler), so that `npm run preview` sends what
 * Netlify and Cloudflare Pages would. serve-handler matches a rule against the file it serves
 * (`/ez-cater/index.html`), which is why the page rules list each page's file as well as its addresses.
 */
export function serveConfig(rules: readonly HeaderRule[]) {
  return {
    directoryListing: false,
    headers: [
      ...rules.map((rule) => ({
        // A `_headers` splat matches the rest of the path, slashes included: a glob's `**`.
        source: rule.path.replace(/\*$/, '**'),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
      // serve-handler's type list predates AVIF (the picture copies); hosts send this type themselves.
      { source: '**/*.avif', headers: [{ key: 'Content-Type', value: 'image/avif' }] },
    ],
  };
}
