/**
 * The headers of a build for hosted editing (`npm run build:hosted`): TinaCloud's editor at
 * /admin/ gets its own policy and opener policy (why each source: decision 008), and those two
 * headers move out of `/*` into rules that never match /admin/: a host joins two values of
 * one header from two matching rules (Cloudflare with a comma, which for CSP means both apply).
 */
import { policyText, type HeaderRule, type InlineSources } from './site-headers';

/** TinaCloud's APIs, as `tinacms` 3.14 names them (TinaCloudClient.setBranch). */
export const tinaCloudApis = [
  // GraphQL: reads the content, and each save becomes a commit in the repository.
  'https://content.tinajs.io',
  // Sign-in, tokens and the user's projects.
  'https://identity.tinajs.io',
  // The media manager: lists, uploads and deletes pictures.
  'https://assets.tinajs.io',
];

/** Headers that move out of `/*` in a hosted build, because /admin/ needs other values. */
const perArea = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'];

export function adminContentSecurityPolicy(inline: InlineSources, sendsTo: readonly string[] = []): string {
  return policyText([
    ['default-src', ["'self'"]],
    // Tina's bundle from /admin/assets/, and the one inline script of its index.html (a load-error fallback).
    ['script-src', ["'self'", ...inline.scripts]],
    // The editor sets style attributes and adds <style> elements as it runs: they cannot be hashed ahead.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Pictures picked in the media manager are previewed from memory before they are uploaded.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // And the form service the site sends to: the owner's test request (tina/editor/test-request.tsx).
    ['connect-src', ["'self'", ...tinaCloudApis, ...sendsTo.filter((origin) => origin !== "'self'")]],
    // The preview of each page is the deployed page itself, in a same-origin frame.
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
    // Nobody may frame the editor (clickjacking a signed-in owner).
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * The site's rules with the editor added: `/*` keeps what holds everywhere; the page and asset rules carry
 * the site's policy and opener policy; `/admin/*` carries the editor's. (A request for an unknown path gets
 * 404.html, whose `<meta>` policy still applies.)
 */
export function hostedHeaderRules(
  siteRules: readonly HeaderRule[],
  adminInline: InlineSources,
  sendsTo: readonly string[] = [],
): HeaderRule[] {
  const everywhere = siteRules.find((rule) => rule.path === '/*');
  if (!everywhere) {
    throw new Error('hosted headers: the site has no `/*` rule.');
  }
  const headers = Object.entries(everywhere.headers);
  const moved = Object.fromEntries(headers.filter(([name]) => perArea.includes(name)));
  const kept = Object.fromEntries(headers.filter(([name]) => !perArea.includes(name)));
  return [
    { path: '/*', headers: kept },
    ...siteRules
      .filter((rule) => rule !== everywhere)
      .map((rule) => ({ path: rule.path, headers: { ...moved, ...rule.headers } })),
    {
      path: '/admin/*',
      headers: {
        'Content-Security-Policy': adminContentSecurityPolicy(adminInline, sendsTo),
        // Sign-in opens app.tina.io in a window that reports back with postMessage; `same-origin` would cut that link.
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
  ];
}
