/**
 * Content is baked in at build time: the built site holds it in its HTML, asks
 * no server for it, and ships without the editor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, pages, test } from './fixtures';

const dist = path.resolve(__dirname, '../../dist');
const officeFuel = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../content/pages/office-fuel.json'), 'utf8'),
) as { heading: string };

test('the Office Fuel page’s HTML already holds its content from content/', async ({ request }) => {
  const html = await (await request.get('/ez-cater')).text();
  expect(html).toContain(`>${officeFuel.heading}</h1>`);
});

test('no page asks any server for content while it runs', async ({ page, openPage, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const { path: route } of pages) {
    await openPage(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const elsewhere = requests.filter((url) => !url.startsWith(`${baseURL}/`) || /graphql|:4001/.test(url));
  expect(elsewhere).toEqual([]);
  // Only the site's own files: HTML, scripts, styles, images.
  expect(requests.filter((url) => /\.json(\?|$)/.test(url))).toEqual([]);
});

test('the built site does not include the editor', () => {
  expect(fs.existsSync(path.join(dist, 'admin'))).toBe(false);
  const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    const code = fs.readFileSync(path.join(dist, 'assets', file), 'utf8');
    expect(code, `${file} holds editor code`).not.toMatch(/tinajs\.io|localhost:4001|TinaCMS Dev Server/);
  }
});
