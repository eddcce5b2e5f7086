import { adminContentSecurityPolicy, hostedHeaderRules, tinaCloudApis } from './hosted-headers';
import { contentSecurityPolicy, rulePathMatches, siteHeaderRules } from './site-headers';

const inline = { scripts: ["'sha256-site'"], styles: ["'sha256-style'"] };
const adminInline = { scripts: ["'sha256-admin'"], styles: [] };
const site = siteHeaderRules(inline, ['/', '/ez-cater', '/ez-cater/', '/ez-cater/index.html', '/404.html']);
const hosted = hostedHeaderRules(site, adminInline);

/** Every header a `_headers` host sends for a path, and how many rules gave each. */
function sent(path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of hosted.filter((candidate) => rulePathMatches(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers.set(name, [...(headers.get(name) ?? []), value]);
    }
  }
  return headers;
}

const paths = [
  '/',
  '/ez-cater',
  '/ez-cater/index.html',
  '/assets/app.js',
  '/404.html',
  '/admin/',
  '/admin/index.html',
  '/admin/assets/index.js',
];

test.each(paths)('%s gets each header from one rule only', (path) => {
  for (const [name, values] of sent(path)) {
    expect([name, values.length]).toEqual([name, 1]);
  }
});

test('the pages keep exactly the site policy and headers of a normal build', () => {
  for (const path of ['/', '/ez-cater/index.html', '/404.html']) {
    const headers = Object.fromEntries([...sent(path)].map(([name, [value]]) => [name, value]));
    const normal = Object.fromEntries(
      site.filter((rule) => rulePathMatches(rule.path, path)).flatMap((rule) => Object.entries(rule.headers)),
    );
    expect(headers).toEqual(normal);
  }
  expect(sent('/')?.get('Content-Security-Policy')).toEqual([contentSecurityPolicy(inline, 'header')]);
});

test('the editor has its own policy: TinaCloud APIs, its inline script by hash, no framing, popups kept', () => {
  const policy = sent('/admin/index.html').get('Content-Security-Policy')?.[0] ?? '';
  expect(policy).toBe(adminContentSecurityPolicy(adminInline));
  expect(policy).toContain(`connect-src 'self' ${tinaCloudApis.join(' ')}`);
  expect(policy).toContain("script-src 'self' 'sha256-admin';");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(sent('/admin/').get('Cross-Origin-Opener-Policy')).toEqual(['same-origin-allow-popups']);
  expect(sent('/admin/').get('X-Content-Type-Options')).toEqual(['nosniff']);
});

test('a splat matches everything under it; an exact path only itself', () => {
  expect(rulePathMatches('/*', '/anything/at/all')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assets/app.js')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assetsx')).toBe(false);
  expect(rulePathMatches('/ez-cater', '/ez-cater/')).toBe(false);
});

test('the editor may reach the form service the site sends to, for the owner’s test request, and nothing else new', () => {
  const policy = adminContentSecurityPolicy(adminInline, ['https://formspree.io', "'self'"]);
  const connect = /connect-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
  expect(connect).toEqual(["'self'", ...tinaCloudApis, 'https://formspree.io']);
});
