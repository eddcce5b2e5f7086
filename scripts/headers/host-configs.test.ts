import { caddyConfig } from './caddy-config';
import { nginxConfig } from './nginx-config';
import { headersCovering, rulePathMatches } from './rule-matching';
import type { HeaderRule } from './site-headers';

const rules: HeaderRule[] = [
  {
    path: '/*',
    headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' },
  },
  { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { path: '/ez-cater', headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  { path: '/404.html', headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
];

/** The `add_header` lines of one nginx location, in order. */
function nginxLocation(config: string, location: string): string[] {
  const block = config.split(`${location} {\n`)[1]?.split('\n}')[0] ?? '';
  return block.split('\n').filter((line) => line.includes('add_header'));
}

test('a splat matches everything under it; an exact path only itself', () => {
  expect(rulePathMatches('/*', '/anything/at/all')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assets/app.js')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assetsx')).toBe(false);
  expect(rulePathMatches('/ez-cater', '/ez-cater/')).toBe(false);
});

test('each rule is covered by its own headers and those of the splats above it', () => {
  expect(headersCovering(rules, '/assets/*').map(([name]) => name)).toEqual([
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Cache-Control',
  ]);
  expect(headersCovering(rules, '/*').map(([name]) => name)).toEqual([
    'Content-Security-Policy',
    'X-Content-Type-Options',
  ]);
});

test('nginx: one location per rule, each with every header _headers sends there, on 404s too', () => {
  const config = nginxConfig(rules);
  expect(config).toContain('error_page 404 /404.html;');
  expect(nginxLocation(config, 'location /')).toEqual([
    `  add_header Content-Security-Policy "default-src 'self'" always;`,
    '  add_header X-Content-Type-Options "nosniff" always;',
  ]);
  expect(nginxLocation(config, 'location ^~ /assets/')).toHaveLength(3);
  expect(nginxLocation(config, 'location = /ez-cater')).toEqual([
    `  add_header Content-Security-Policy "default-src 'self'" always;`,
    '  add_header X-Content-Type-Options "nosniff" always;',
    '  add_header Cache-Control "public, max-age=0, must-revalidate" always;',
  ]);
  expect(nginxLocation(config, 'location = /404.html')).toHaveLength(3);
  expect(config.match(/try_files \$uri \$uri\/index\.html =404;/g)).toHaveLength(rules.length);
});

test('nginx: a value it would read as a variable or the end of a string is refused', () => {
  expect(() => nginxConfig([{ path: '/*', headers: { X: 'a$b' } }])).toThrow(/cannot write/);
  expect(() => nginxConfig([{ path: '/*', headers: { X: 'a"b' } }])).toThrow(/cannot write/);
});

test('Caddy: one header directive per rule, applied to the pages and again to the 404 page', () => {
  const config = caddyConfig(rules);
  expect(config).toContain(
    "\theader /* {\n\t\tContent-Security-Policy `default-src 'self'`\n\t\tX-Content-Type-Options `nosniff`\n\t}",
  );
  expect(config).toContain(
    '\theader /ez-cater {\n\t\tCache-Control `public, max-age=0, must-revalidate`\n\t}',
  );
  expect(config.match(/import vicolo_headers/g)).toHaveLength(2);
  expect(config).toMatch(/route @notFound \{\n\t\t\trewrite \* \/404\.html/);
  expect(() => caddyConfig([{ path: '/*', headers: { X: 'a`b' } }])).toThrow(/cannot write/);
});
