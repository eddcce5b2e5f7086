/**
 * The HTTP headers of the built site, from one source: `dist/_headers` (read by Netlify and
 * Cloudflare Pages, and by `npm run preview`) and the `<meta http-equiv="Content-Security-Policy">`
 * in every page (for hosts that cannot set headers, such as GitHub Pages) are both rendered from
 * here. Why each header: docs/decisions/006-trust-and-security-headers.md.
 */
import { statementPath } from '#model/published-statement';

/** `'sha256-…'` sources of the inline `<script>` and `<style>` elements the pages carry. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface HeaderRule {
  /** A URL path; `*` at the end matches the rest of the path (the `_headers` "splat"). */
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** Directives a `<meta>` policy may not carry: browsers ignore them there, with a warning (CSP 3, §3.3). */
const headerOnlyDirectives = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The policy's directives, in the order they are written. `delivery`: the origins the
 * forms send to (model/form-delivery.ts `deliveryOrigins`), none while they are simulated.
 */
function policyDirectives(inline: InlineSources, delivery: readonly string[]): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    // Scripts: the site's own files, and the one inline start-up script by its hash. No 'unsafe-inline', no eval.
    ['script-src', ["'self'", ...inline.scripts]],
    // Styles: the site's own files, and the inlined stylesheets by their hashes. No style="" attributes.
    ['style-src', ["'self'", ...inline.styles]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // The site's own files, and the form service the owner chose, if any (decision 013).
    ['connect-src', ["'self'", ...delivery]],
    // No manifest-src: default-src 'self' already covers the manifest, and WebKit does not know the
    // directive ("Unrecognized Content-Security-Policy directive" on every page, header and <meta>).
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Simulated (site-spec §7), no form may submit anywhere, even with scripts off; delivered,
    // only to the chosen service, where a form posts without JavaScript (decision 013).
    ['form-action', delivery.length > 0 ? [...delivery] : ["'none'"]],
    // The hosted editor at /admin shows the pages in a same-origin frame; nothing else may frame them.
    ['frame-ancestors', ["'self'"]],
  ];
}

/** A policy's text from its directives, each source once. */
export const policyText = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');

export function contentSecurityPolicy(
  inline: InlineSources,
  place: 'header' | 'meta',
  deliveryOrigins: readonly string[] = [],
): string {
  const directives = policyDirectives(inline, deliveryOrigins);
  return policyText(directives.filter(([name]) => place === 'header' || !headerOnlyDirectives.has(name)));
}

/** Powerful features the site never uses, denied to it and to anything it could embed. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Hashed file names (webpack's `[contenthash]`) never change content: cache them for a year. */
const immutable = 'public, max-age=31536000, immutable';
/** Pages keep their address when the owner edits them: ask the host every time (a 304 costs little). */
const revalidate = 'public, max-age=0, must-revalidate';

/**
 * Every rule of the site. No header appears in two rules that can match the same path: hosts
 * differ in how they merge those (Cloudflare joins them with commas).
 */
export function siteHeaderRules(
  inline: InlineSources,
  pagePaths: readonly string[],
  deliveryOrigins: readonly string[] = [],
): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(inline, 'header', deliveryOrigins),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
        // For browsers older than `frame-ancestors`.
        'X-Frame-Options': 'SAMEORIGIN',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': immutable } },
    ...pagePaths.map((path) => ({ path, headers: { 'Cache-Control': revalidate } })),
    // What the build holds, which the editor reads to tell the owner a save is live: never from a cache.
    { path: statementPath, headers: { 'Cache-Control': 'no-store' } },
  ];
}

/** The addresses a prerendered page answers at: `/x`, `/x/` and its file `/x/index.html`. */
export function addressesOfPage(url: string, file: string): string[] {
  const withoutSlash = url === '/' ? '/' : url.replace(/\/$/, '');
  return [...new Set([withoutSlash, withoutSlash === '/' ? '/' : `${withoutSlash}/`, `/${file}`])];
}

/** `dist/_headers`, in the format Netlify and Cloudflare Pages read. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const headerLines = ({ headers }: HeaderRule) =>
    Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const blocks = rules.map((rule) => `${rule.path}\n${headerLines(rule).join('\n')}`);
  return `# Generated by npm run build from scripts/headers/site-headers.ts; do not edit.\n${blocks.join('\n')}\n`;
}

/** Whether a `_headers` path (exact, or ending in the `*` splat) matches a request path. */
export const rulePathMatches = (rulePath: string, requestPath: string) =>
  rulePath.endsWith('*') ? requestPath.startsWith(rulePath.slice(0, -1)) : requestPath === rulePath;

/** Reads a `_headers` file back into rules (what `npm run preview` applies). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) {
      throw new Error(`_headers: cannot read the line "${line}".`);
    }
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}
