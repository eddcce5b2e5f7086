/**
 * `npm run audit:navigation` (after `npm run build`; `-- --runs 5` for five runs, three unless told):
 * how long a visitor on a slow phone waits for the next page after choosing a menu item (issues 23,
 * 31, 51). A report for an idle machine, not a test: exits 1 when a transition's median is over half
 * its median with Save-Data in the same run (the machine's own figure, issue 58), or anything was
 * fetched ahead with Save-Data. Each run opens a page in a fresh browser context (cold cache), lets it
 * settle, chooses the menu item and times the click to the next page's first frame with its heading.
 *
 * Puppeteer, not Playwright: Chromium turns prerendering off for a page a DevTools client attached to
 * directly (`PrerenderingDisabledByDevTools`), as Playwright does; Puppeteer attaches through the tab,
 * so the page drawn ahead on hover (src/browser/fetch-ahead.ts) is the one the click shows. No script
 * can be added from outside to a page drawn ahead, so a proxy in front of the preview adds one (and its
 * CSP hash) that reports the click and the heading's first frame (once shown) on one clock
 * (`performance.timeOrigin` plus page time). The CPU slowdown holds for a page drawn ahead; Chromium's
 * network emulation does not, so the proxy slows the connection itself. It also counts the bytes
 * fetched ahead (`Sec-Purpose: prefetch`) on the first page, and how many were for the page opened.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { setTimeout as pause } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { markdownTable } from 'markdown-table';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { projectRoot } from './build/build-output';
import { findChromium, mouseArgs } from './tooling/chromium-path';
import { servePreview } from './tooling/project-copy';
import { pageHasSettled } from './tooling/still-page';

/** The profile: a slow phone's CPU and connection. */
const profile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  restMs: 300,
  /**
   * How long a finger or a mouse button stays down: about a tenth of a second (Android's tap is
   * under 100 ms, `ViewConfiguration.TAP_TIMEOUT`). Time counts from the click, when it comes up.
   */
  pressMs: 80,
};

/** How the visitor chooses the menu item: a desktop's mouse, or a phone's finger. */
const inputs = {
  mouse: { viewport: { width: 1280, height: 800 }, args: mouseArgs },
  touch: {
    viewport: { width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    args: [],
  },
} satisfies Record<string, { viewport: Viewport; args: string[] }>;
type Input = keyof typeof inputs;

/** The menu transitions of issue 23: from a page, the menu item clicked. */
const menuTransitions = [
  { from: '/', label: 'Catering' },
  { from: '/catering', label: 'Office Fuel' },
  { from: '/ez-cater', label: 'Contact' },
  { from: '/contact', label: 'Wholesale' },
  { from: '/wholesale', label: 'Logistics' },
] as const;

/** One cold-cache run of a transition. */
interface Run {
  /** Click → heading. */
  ms: number;
  /** Whether the page shown was drawn ahead (prerendered). */
  drawnAhead: boolean;
  /** Bytes fetched ahead on the first page, and of them the bytes of the page then opened (its document). */
  bytesAhead: number;
  bytesAheadUsed: number;
}

/** A transition's runs, each timed as visitors get the site and with Save-Data on. */
interface NavigationRow {
  input: Input;
  transition: string;
  runs: { visitors: Run; saveData: Run }[];
}

type Way = keyof NavigationRow['runs'][number];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What the added script reports: a click's moment, or a page's first frame with its heading. */
type Report =
  | { kind: 'click'; path: string; at: number }
  | { kind: 'shown'; path: string; at: number; drawnAhead: boolean };

/** What the proxy saw: the pages' reports, and each response sent for a request made ahead. */
interface Seen {
  reports: Report[];
  ahead: { path: string; bytes: number }[];
}

const reportPath = '/__navigation-audit';

/** The script added to every page (a constant text: the proxy adds its hash to the CSP). */
const timingScript = `(() => {
  const report = (data) => navigator.sendBeacon('${reportPath}', JSON.stringify({ ...data, path: location.pathname }));
  addEventListener('click', (event) => report({ kind: 'click', at: performance.timeOrigin + event.timeStamp }), { capture: true });
  const drawnAhead = document.prerendering === true;
  const frame = () => {
    if (document.querySelector('main h1')) report({ kind: 'shown', at: performance.timeOrigin + performance.now(), drawnAhead });
    else requestAnimationFrame(frame);
  };
  if (drawnAhead) document.addEventListener('prerenderingchange', () => requestAnimationFrame(frame), { once: true });
  else requestAnimationFrame(frame);
})();`;
const timingScriptHash = `'sha256-${crypto.createHash('sha256').update(timingScript).digest('base64')}'`;

/** Serves the site at `upstream` over the slow connection, with the timing script in every page. */
async function timingProxy(upstream: string, seen: Seen): Promise<{ origin: string; close: () => void }> {
  let linkFreeAt = 0;
  const server = http.createServer(async (request, response) => {
    if (request.url === reportPath) {
      seen.reports.push(JSON.parse(await text(request)) as Report);
      response.writeHead(204).end();
      return;
    }
    // A prefetch, a prerender, and the files a prerendered page asks for all say so. Counted in
    // the run that asked: the slow connection may send it after that run has ended.
    const ahead = String(request.headers['sec-purpose'] ?? '').startsWith('prefetch')
      ? seen.ahead
      : undefined;
    // Pages are read whole to add the script, and compressed again; other files go as the preview compressed them.
    const isPage = (request.headers.accept ?? '').includes('text/html');
    const headers = { ...request.headers, host: new URL(upstream).host };
    if (isPage) {
      headers['accept-encoding'] = 'identity';
    }
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(upstream + request.url, { headers }, resolve),
    );
    let body = await buffer(answer);
    // The length is set again for the body as sent (a page's grows by the script).
    const answerHeaders = { ...answer.headers };
    delete answerHeaders['content-length'];
    if (isPage && String(answer.headers['content-type']).includes('text/html')) {
      const policy = String(answer.headers['content-security-policy'] ?? '');
      answerHeaders['content-security-policy'] = policy.replace(
        "script-src 'self'",
        `script-src 'self' ${timingScriptHash}`,
      );
      answerHeaders['content-encoding'] = 'gzip';
      body = zlib.gzipSync(body.toString().replace('<head>', `<head><script>${timingScript}</script>`));
    }
    ahead?.push({ path: new URL(request.url ?? '/', upstream).pathname, bytes: body.length });
    // The slow connection: each response waits one round trip, then its bytes go out at the link's
    // speed, shared by all responses as on one phone. (Chromium's emulation does not hold for a page
    // drawn ahead: its document came 20–40 ms after it was asked for, with a 150 ms round trip
    // emulated.) Upload is not slowed: the visitor sends nothing but requests.
    const start = Math.max(Date.now() + profile.latencyMs, linkFreeAt);
    linkFreeAt = start + (body.length / profile.downloadBytesPerSecond) * 1000;
    const status = answer.statusCode ?? 502;
    setTimeout(
      () => response.writeHead(status, { ...answerHeaders, 'content-length': body.length }).end(body),
      linkFreeAt - Date.now(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Chooses the menu item as the visitor does: a resting pointer and a click, or the menu's toggle and a tap. */
async function chooseMenuItem(page: Page, input: Input, label: string): Promise<void> {
  const [link] = await page.$$(`xpath/.//nav[@aria-label="Main"]//a[normalize-space()="${label}"]`);
  if (!link) {
    throw new Error(`No menu item "${label}".`);
  }
  if (input === 'mouse') {
    await link.hover();
    await pause(profile.restMs);
    await link.click({ delay: profile.pressMs });
    return;
  }
  // On a phone the menu's items are behind its toggle (a popover).
  const [toggle] = await page.$$('xpath/.//button[normalize-space()="Pages"]');
  if (!toggle) {
    throw new Error('No menu toggle "Pages".');
  }
  await toggle.tap();
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]:popover-open') !== null);
  await pause(profile.restMs);
  const box = await link.boundingBox();
  if (!box) {
    throw new Error(`The menu item "${label}" is not on screen.`);
  }
  await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
  await pause(profile.pressMs);
  await page.touchscreen.touchEnd();
}

/** One cold-cache run of one transition: the click → heading time in ms, whether the page was drawn ahead, and what was fetched ahead. */
async function timeOnce(
  browser: Browser,
  origin: string,
  seen: Seen,
  input: Input,
  transition: (typeof menuTransitions)[number],
  saveData: boolean,
): Promise<Run> {
  seen.reports.length = 0;
  seen.ahead = [];
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A slowed CPU on a busy machine can take long to start a page; a slow run is a figure, not a failure.
    page.setDefaultTimeout(120_000);
    await page.setViewport(inputs[input].viewport);
    await page.emulateCPUThrottling(profile.cpuSlowdown);
    // navigator.connection.saveData, as the browser's own setting sets it. (A session of its own,
    // which turns prerendering off: with Save-Data nothing is fetched ahead anyway.)
    if (saveData) {
      const session = await page.createCDPSession();
      await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    await page.goto(origin + transition.from, { waitUntil: 'networkidle0' });
    // The page has settled as the visitor reads it, and what it then fetches ahead has arrived.
    await page.waitForFunction(pageHasSettled);
    await page.waitForNetworkIdle({ idleTime: 500 });
    await chooseMenuItem(page, input, transition.label);
    const shownOnNextPage = () =>
      seen.reports.find((report) => report.kind === 'shown' && report.path !== transition.from);
    const deadline = Date.now() + 120_000;
    while (!shownOnNextPage() && Date.now() < deadline) {
      await pause(20);
    }
    const shown = shownOnNextPage() as Extract<Report, { kind: 'shown' }> | undefined;
    // The menu item's click, the last on the first page (on a phone, the menu's toggle was clicked before it).
    const click = seen.reports.findLast(
      (report) => report.kind === 'click' && report.path === transition.from,
    );
    if (!shown || !click) {
      throw new Error(
        `${transition.from} → ${transition.label}: the click or the next page was not reported.`,
      );
    }
    const bytes = (entries: Seen['ahead']) => sum(entries.map((entry) => entry.bytes));
    return {
      ms: shown.at - click.at,
      drawnAhead: shown.drawnAhead,
      bytesAhead: bytes(seen.ahead),
      bytesAheadUsed: bytes(seen.ahead.filter((entry) => entry.path === shown.path)),
    };
  } finally {
    await context.close();
  }
}

/** Times every menu transition `runs` times each way, with `input`, on the site served at `origin`. */
async function measureNavigation(origin: string, runs: number, input: Input): Promise<NavigationRow[]> {
  const seen: Seen = { reports: [], ahead: [] };
  const proxy = await timingProxy(origin, seen);
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...inputs[input].args];
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args });
  const rows: NavigationRow[] = [];
  try {
    for (const transition of menuTransitions) {
      const row: NavigationRow = { input, transition: `${transition.from} → ${transition.label}`, runs: [] };
      for (let run = 0; run < runs; run += 1) {
        row.runs.push({
          visitors: await timeOnce(browser, proxy.origin, seen, input, transition, false),
          saveData: await timeOnce(browser, proxy.origin, seen, input, transition, true),
        });
      }
      console.error(`audit: ${input}: ${row.transition} done`);
      rows.push(row);
    }
  } finally {
    await browser.close();
    proxy.close();
  }
  return rows;
}

/** One figure of every run of a row, as visitors get the site or with Save-Data on. */
const figures = (row: NavigationRow, way: Way, figure: 'ms' | 'bytesAhead' | 'bytesAheadUsed') =>
  row.runs.map((run) => run[way][figure]);

/**
 * A transition's median over its median with Save-Data on, from the same audit: the machine's own
 * figure divides out, where milliseconds move with the machine (decision 019, issue 58).
 */
const ratioOf = (row: NavigationRow) =>
  median(figures(row, 'visitors', 'ms')) / median(figures(row, 'saveData', 'ms'));
/** The goal: fetching ahead at least halves the wait (decision 019). */
const navigationTargetRatio = 0.5;

/** The report: one line per input and transition, medians first, every run after. */
function navigationTable(rows: readonly NavigationRow[]): string {
  const ms = (row: NavigationRow, way: Way) => `${Math.round(median(figures(row, way, 'ms')))}`;
  const kb = (row: NavigationRow, way: Way, figure: 'bytesAhead' | 'bytesAheadUsed') =>
    (median(figures(row, way, figure)) / 1024).toFixed(1);
  const runs = (row: NavigationRow, way: Way) => figures(row, way, 'ms').map(Math.round).join(', ');
  const columns: [string, (row: NavigationRow) => string][] = [
    ['Input', (row) => row.input],
    ['Transition', (row) => row.transition],
    ['Fetching ahead ms', (row) => ms(row, 'visitors')],
    ['Save-Data ms', (row) => ms(row, 'saveData')],
    ['Ratio', (row) => ratioOf(row).toFixed(2)],
    [
      'Drawn ahead',
      (row) => `${row.runs.filter((run) => run.visitors.drawnAhead).length} of ${row.runs.length}`,
    ],
    ['KB ahead', (row) => kb(row, 'visitors', 'bytesAhead')],
    ['of it the page opened', (row) => kb(row, 'visitors', 'bytesAheadUsed')],
    ['KB ahead, Save-Data', (row) => kb(row, 'saveData', 'bytesAhead')],
    ['Runs (fetching ahead)', (row) => runs(row, 'visitors')],
    ['Runs (Save-Data)', (row) => runs(row, 'saveData')],
  ];
  const lines = rows.map((row) => columns.map(([, value]) => value(row)));
  const align = columns.map((_, index) => (index < 2 ? '' : 'r'));
  return markdownTable([columns.map(([header]) => header), ...lines], { align });
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });

async function main() {
  if (!fs.existsSync(path.join(projectRoot, 'dist/index.html'))) {
    console.error('audit:navigation: dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const server = await servePreview(projectRoot, Number(process.env.PREVIEW_PORT ?? 4173));
  try {
    const runs = Number(values.runs);
    const rows = [
      ...(await measureNavigation(server.origin, runs, 'mouse')),
      ...(await measureNavigation(server.origin, runs, 'touch')),
    ];
    console.log(`\n${navigationTable(rows)}\n`);
    console.log(
      'Click → next heading, median of the cold-cache runs: CPU 4× slower, 150 ms RTT, 1.6 Mbit/s; ' +
        'mouse: 1280 × 800, pointer resting 300 ms on the menu item; touch: 375 × 812, the menu opened ' +
        'and read for 300 ms, then the item tapped; the button or finger down 80 ms. Save-Data turns ' +
        'fetching ahead off. KB ahead: fetched ahead while the visitor was on the first page (medians), ' +
        'and of it the page then opened.',
    );
    for (const input of ['mouse', 'touch'] as const) {
      const ofInput = rows.filter((row) => row.input === input);
      const all = (way: Way) => Math.round(median(ofInput.flatMap((row) => figures(row, way, 'ms'))));
      console.log(
        `This machine, ${input}: ${all('saveData')} ms with Save-Data (nothing fetched ` +
          `ahead), ${all('visitors')} ms as visitors get the site, median of every run.`,
      );
    }
    const highest = Math.max(...rows.map(ratioOf));
    // Bytes fetched ahead with Save-Data on, in all runs: the promise is none.
    const withSaveData = sum(rows.flatMap((row) => figures(row, 'saveData', 'bytesAhead')));
    console.log(
      highest > navigationTargetRatio
        ? `Highest ratio ${highest.toFixed(2)}: over the ${navigationTargetRatio} goal (fetching ahead halves the wait).`
        : `Every transition at most ${navigationTargetRatio} of its wait with Save-Data (highest ${highest.toFixed(2)}).`,
    );
    if (withSaveData > 0) {
      console.log(`With Save-Data, ${withSaveData} bytes were fetched ahead: none should be.`);
    }
    if (highest > navigationTargetRatio || withSaveData > 0) {
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
