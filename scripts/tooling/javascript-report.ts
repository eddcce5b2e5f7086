/**
 * `npm run report:javascript`: what each route makes a visitor's phone fetch and run, measured
 * on the built site (docs/decisions/019-islands.md). For every route, in a fresh browser
 * context (cold cache) at phone size (375 × 812) with Chromium's CPU slowed 4×: the JavaScript
 * fetched (compressed, as `npm run preview` sends it, without the HTTP headers) once the page
 * has loaded and settled with nobody touching it, the JavaScript fetched by the visitor's first
 * interaction on top of that, and, from a trace of the whole visit, the longest main-thread
 * task and the most time the page's JavaScript took within one task (main-thread-tasks.ts).
 * The first interaction is the one the page is there for: a tap into its form, the slideshow's
 * next arrow, or the menu. Tracing adds a little to every task; the figures are for comparing
 * routes and builds on one machine, not thresholds.
 */
import http from 'node:http';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { findChromium } from './chromium-path';
import { mainThreadTasks, traceCategories, type TraceEvent } from './main-thread-tasks';
import { untilSettled } from './still-page';

export interface JavaScriptRow {
  route: string;
  /** Bytes of JavaScript fetched before any interaction, and the files. */
  beforeBytes: number;
  beforeFiles: string[];
  /** Bytes added by the first interaction, and the files. */
  afterBytes: number;
  afterFiles: string[];
  interaction: string;
  /** The longest main-thread task of the visit, ms. */
  longestTaskMs: number;
  /** The most time the page's JavaScript ran within one task of the visit, ms. */
  longestScriptMs: number;
}

const cpuSlowdown = 4;

/**
 * Every script fetched over the network, with its compressed bytes, from Chromium's own events:
 * the bytes of the whole response less those of its headers (the site's policy headers alone
 * are about 1.6 KB on every file, and they are not JavaScript).
 */
async function watchScripts(cdp: CDPSession): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  const responses = new Map<string, { url: string; headerBytes: number }>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      responses.set(requestId, {
        url: new URL(response.url).pathname,
        headerBytes: response.encodedDataLength,
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) scripts.set(response.url, encodedDataLength - response.headerBytes);
  });
  return scripts;
}

/**
 * A worker's script, such as the status line's (src/browser/opening-status-worker.ts): a target
 * of its own, whose fetch the page's session does not see. Its bytes as the server sends them,
 * compressed, without the headers: what Chromium counts for the page's own scripts.
 */
function workerScriptBytes(url: string): Promise<[string, number]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve([new URL(url).pathname, bytes]));
      })
      .on('error', reject);
  });
}

/** Adds the scripts of the workers started so far to `scripts`. */
async function addWorkerScripts(page: Page, scripts: Map<string, number>): Promise<void> {
  for (const [url, bytes] of await Promise.all(
    page.workers().map((worker) => workerScriptBytes(worker.url())),
  ))
    scripts.set(url, bytes);
}

/** The first interaction a visitor comes to this page for; its name. */
async function interact(page: Page): Promise<string> {
  const form = page.locator('form').first();
  if ((await form.count()) > 0) {
    const field = form.locator('input:not([type="hidden"]):not([hidden]), textarea').first();
    await field.scrollIntoViewIfNeeded();
    await field.tap();
    await page
      .locator('[data-island="requestForm"][data-island-started]')
      .first()
      .waitFor({ state: 'attached' });
    return 'tap into the form';
  }
  const next = page.getByRole('button', { name: 'Next slide' });
  if ((await next.count()) > 0) {
    await next.tap();
    return 'next slide';
  }
  await page.getByRole('button', { name: 'Pages' }).tap();
  return 'open the menu';
}

async function measure(browser: Browser, origin: string, route: string): Promise<JavaScriptRow> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  // A slowed CPU on a busy machine can take long to start a page; a slow run is a figure, not a failure.
  context.setDefaultTimeout(120_000);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const scripts = await watchScripts(cdp);
    await browser.startTracing(page, { categories: traceCategories });
    await page.goto(origin + route);
    await untilSettled(page);
    await page.waitForLoadState('networkidle');
    await addWorkerScripts(page, scripts);
    const before = new Map(scripts);
    const interaction = await interact(page);
    await page.waitForLoadState('networkidle');
    await addWorkerScripts(page, scripts);
    const after = [...scripts].filter(([url]) => !before.has(url));
    const sum = (entries: [string, number][]) => entries.reduce((total, [, bytes]) => total + bytes, 0);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return {
      route,
      beforeBytes: sum([...before]),
      beforeFiles: [...before.keys()],
      afterBytes: sum(after),
      afterFiles: after.map(([url]) => url),
      interaction,
      ...mainThreadTasks(trace.traceEvents, origin + route),
    };
  } finally {
    await context.close();
  }
}

export async function measureJavaScript(origin: string, routes: readonly string[]): Promise<JavaScriptRow[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows: JavaScriptRow[] = [];
    for (const route of routes) rows.push(await measure(browser, origin, route));
    return rows;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fileNames = (files: string[]) =>
  files.map((file) => file.replace(/^\/assets\/(.+?)\.[0-9a-f]{8}\.js$/, '$1')).join(', ');

/** The report: one line per route. */
export function javaScriptTable(rows: readonly JavaScriptRow[]): string {
  const header = [
    'Route',
    'Before (KB)',
    'Files',
    'First interaction',
    'Added (KB)',
    'Files',
    'Longest task (ms)',
    'Most script in one task (ms)',
  ];
  const lines = rows.map((row) => [
    row.route,
    kb(row.beforeBytes),
    fileNames(row.beforeFiles),
    row.interaction,
    kb(row.afterBytes),
    fileNames(row.afterFiles),
    String(Math.round(row.longestTaskMs)),
    String(Math.round(row.longestScriptMs)),
  ]);
  return [header, header.map(() => '---'), ...lines].map((line) => `| ${line.join(' | ')} |`).join('\n');
}
