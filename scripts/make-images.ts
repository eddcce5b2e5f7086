/**
 * `npm run images`: draws the raster pictures that cannot be SVG, from the SVG
 * favicon and the content, with the system's Chromium (no image tools are
 * installed here). Run it after changing the favicon, the business name or the
 * home page's title; commit what it writes:
 * - public/icons/*.png: home-screen icons for the web app manifest and iOS;
 * - the share picture named by `shareImage` in content/site/seo.json (1200 × 630).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import seo from '#content/site/seo.json';
import site from '#content/site/site.json';
import escapeHtml from 'escape-html';
import { projectRoot } from './build/build-output';
import { findChromium } from './tooling/chromium-path';
import { tokenColour } from './build/design-tokens';

const favicon = fs.readFileSync(path.join(projectRoot, 'public/favicon.svg'), 'utf8');

/** One picture to draw: its HTML, its size in pixels, and its file (a `.jpg` is a JPEG, any other a PNG). */
interface Shot {
  html: string;
  width: number;
  height: number;
  file: string;
}

async function shoot(page: Page, { html, width, height, file }: Shot) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const target = path.join(projectRoot, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot({ path: target, type: file.endsWith('.jpg') ? 'jpeg' : 'png' });
  console.log(`images: ${file} (${fs.statSync(target).size} bytes)`);
}

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const icon = (size: number) => `<div style="width:${size}px;height:${size}px">${favicon}</div>`;
  // Full-bleed background with the cup inside the central safe zone, as maskable icons need.
  const maskable = (size: number) =>
    `<div style="width:${size}px;height:${size}px;background:${tokenColour('color-espresso')};display:grid;place-items:center">` +
    `<div style="width:${size * 0.7}px;height:${size * 0.7}px">${favicon}</div></div>`;

  // iOS puts transparent corners on black, so its icon is full-bleed too.
  await shoot(page, {
    html: maskable(180),
    width: 180,
    height: 180,
    file: 'public/icons/apple-touch-icon.png',
  });
  await shoot(page, { html: icon(192), width: 192, height: 192, file: 'public/icons/icon-192.png' });
  await shoot(page, { html: icon(512), width: 512, height: 512, file: 'public/icons/icon-512.png' });
  await shoot(page, {
    html: maskable(512),
    width: 512,
    height: 512,
    file: 'public/icons/icon-maskable-512.png',
  });

  const share =
    `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;align-items:center;gap:64px;` +
    `background:${tokenColour('color-espresso')};color:${tokenColour('color-cream')};font-family:Georgia,serif">` +
    `<div style="flex:none;width:280px;height:280px">${favicon}</div>` +
    `<div><div style="font-size:88px;line-height:1.1;color:${tokenColour('color-gold')}">${escapeHtml(site.brand.name)}</div>` +
    `<div style="font-size:44px;line-height:1.3;margin-top:24px">${escapeHtml(seo.home.title)}</div></div></div>`;
  await shoot(page, { html: share, width: 1200, height: 630, file: path.join('public', seo.shareImage) });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
