import {
  addressesOfPage,
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  siteHeaderRules,
} from './site-headers';
import { serveConfig } from './serve-config';

const inline = { scripts: ["'sha256-script'"], styles: ["'sha256-style1'", "'sha256-style2'"] };

/** A policy as a map of directive → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(inline, 'header'));

  it('allows the inline code only by hash: no unsafe-inline, no eval, nothing from other origins', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-script'"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-style1'", "'sha256-style2'"]);
    expect(Object.values(policy).flat().join(' ')).not.toMatch(/unsafe|\*|https?:|data:/);
  });

  it('refuses plugins, a changed base address and every form submission; only the site may frame it', () => {
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('allows the forms to send to exactly the chosen service, in the header and the <meta> tag alike', () => {
    for (const place of ['header', 'meta'] as const) {
      const delivered = directives(contentSecurityPolicy(inline, place, ['https://formspree.io']));
      expect(delivered['connect-src']).toEqual(["'self'", 'https://formspree.io']);
      expect(delivered['form-action']).toEqual(['https://formspree.io']);
      // Nothing else opens: every other directive is the one of the simulated forms.
      const simulated = directives(contentSecurityPolicy(inline, place));
      const others = Object.keys(simulated).filter((name) => !['connect-src', 'form-action'].includes(name));
      for (const name of others) {
        expect(delivered[name]).toEqual(simulated[name]);
      }
    }
    const netlify = directives(contentSecurityPolicy(inline, 'header', ["'self'"]));
    expect(netlify['form-action']).toEqual(["'self'"]);
    expect(netlify['connect-src']).toEqual(["'self'"]);
  });

  it('leaves the web app manifest to default-src, without manifest-src, which WebKit does not know (and warns about)', () => {
    for (const place of ['header', 'meta'] as const) {
      const written = directives(contentSecurityPolicy(inline, place));
      expect(written['manifest-src']).toBeUndefined();
      expect(written['default-src']).toEqual(["'self'"]);
    }
  });

  it('as a <meta> tag, leaves out what browsers ignore there (and warn about)', () => {
    const meta = directives(contentSecurityPolicy(inline, 'meta'));
    expect(meta['frame-ancestors']).toBeUndefined();
    expect(meta['form-action']).toEqual(["'none'"]);
  });
});

describe('the _headers file', () => {
  const rules = siteHeaderRules(inline, addressesOfPage('/ez-cater', 'ez-cater/index.html'));

  it('reads back as the rules it was written from', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('caches hashed assets for a year and makes pages revalidate, at every address of a page', () => {
    const cacheOf = (path: string) => rules.find((rule) => rule.path === path)?.headers['Cache-Control'];
    expect(cacheOf('/assets/*')).toBe('public, max-age=31536000, immutable');
    for (const address of ['/ez-cater', '/ez-cater/', '/ez-cater/index.html']) {
      expect(cacheOf(address)).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('never sets one header in two rules that can match the same path (hosts merge those differently)', () => {
    const everywhere = Object.keys(rules[0]?.headers ?? {});
    for (const rule of rules.slice(1)) {
      expect(Object.keys(rule.headers).filter((name) => everywhere.includes(name))).toEqual([]);
    }
  });

  it('sends the security headers on every path', () => {
    expect(rules[0]).toMatchObject({
      path: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'SAMEORIGIN',
        'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}/) as unknown,
      },
    });
    expect(rules[0]?.headers['Permissions-Policy']).toMatch(
      /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/,
    );
  });

  it('becomes a preview configuration whose patterns cover the same paths, and that sends AVIF pictures as such', () => {
    expect(serveConfig(rules).headers.map((rule) => rule.source)).toEqual([
      ...rules.map((rule) => rule.path.replace(/\*$/, '**')),
      '**/*.avif',
    ]);
    expect(serveConfig(rules).headers.at(-1)?.headers).toEqual([
      { key: 'Content-Type', value: 'image/avif' },
    ]);
  });

  it('refuses a header line that has no rule above it', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/cannot read/);
  });
});
