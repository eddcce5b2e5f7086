/**
 * `npm run audit:navigation` (after `npm run build`; `-- --runs 5` for the median of five runs,
 * three unless told): how long a visitor on a slow phone waits for the next page after choosing a
 * menu item (issues 23, 31 and 51). A report, not a test: run it on an idle machine. Exits 1 when a
 * transition's median is over half its median with Save-Data, timed in the same run (the machine's
 * own figure: issue 58), or anything was fetched ahead with Save-Data. Each run opens a page in a
 * fresh browser context (cold cache), lets it settle, chooses the menu item as `chooseMenuItem`
 * does, and times the click to the first frame of the next page with its heading in it.
 *
 * The browser is driven with Puppeteer, not Playwright: Chromium turns prerendering off for a
 * page that a DevTools client has attached to directly (`PrerenderingDisabledByDevTools`), as
 * Playwright does; Puppeteer attaches through the browser tab, which leaves prerendering on,
 * so the page the Speculation Rules draw ahead on hover (src/browser/fetch-ahead.ts) is the
 * page the click shows. A page drawn ahead is a document of its own that no script can be
 * added to from outside, so the pages are served through a small proxy in front of the
 * preview that adds one script to each page (and its hash to the page's CSP): it reports the
 * click's moment and the first frame with the heading (after the page is shown, for a page
 * drawn ahead) to the proxy, both on the same clock (`performance.timeOrigin` plus the page's
 * own time). The CPU slowdown holds for a page drawn ahead too (it runs in the same process);
 * Chromium's network emulation does not, so the proxy slows the connection itself.
 *
 * Every transition is timed twice on the same build: as visitors get it, and with
 * the browser's Save-Data setting on, which turns the fetching ahead off, so the click
 * fetches everything. The proxy also counts the bytes the browser fetched ahead
 * (`Sec-Purpose: prefetch`, prerendered pages' files included) while the visitor was on the
 * first page: what fetching ahead costs per page viewed, and how much of it was for the page
 * the visitor then opened.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { markdownTable } from 'markdown-table';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { projectRoot } from './build-output';
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
   * How long a finger or a mouse button stays down: a tap or a click lasts about a tenth of a
   * second (Android counts a touch under 100 ms as a tap, `ViewConfiguration.TAP_TIMEOUT`).
   * The time is counted from the click, when the finger or the button comes up.
   */
  pressMs: 80,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

/**
 * The slow connection, for every response the proxy sends: each waits one round trip, then
 * its bytes go out at the connection's speed, shared by all responses as on one phone's link.
 * (Chromium's own network emulation does not hold for the requests of a page drawn ahead:
 * its document arrived 20–40 ms after it was asked for, where an emulated 150 ms round trip
 * was asked for.) Upload is not slowed: the visitor sends nothing but requests.
 */
function slowConnection() {
  let linkFreeAt = 0;
  return (response: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => {
    const firstByteAt = Date.now() + profile.latencyMs;
    const start = Math.max(firstByteAt, linkFreeAt);
    linkFreeAt = start + (body.length / profile.downloadBytesPerSecond) * 1000;
    setTimeout(
      () => response.writeHead(status, { ...headers, 'content-length': body.length }).end(body),
      linkFreeAt - Date.now(),
    );
  };
}

/**
 * Serves the site at `upstream` over the slow connection, with the timing script in every
 * page; what the pages report goes to `reports`.
 */
async function timingProxy(upstream: string, seen: Seen): Promise<{ origin: string; close: () => void }> {
  const send = slowConnection();
  const server = http.createServer((request, response) => {
    if (request.url === reportPath) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.reports.push(JSON.parse(body) as Report);
        response.writeHead(204).end();
      });
      return;
    }
    // A prefetch, a prerender, and the files a prerendered page asks for all say so. Counted in
    // the run that asked: the slow connection may send it after that run has ended.
    const ahead = String(request.headers['sec-purpose'] ?? '').startsWith('prefetch')
      ? seen.ahead
      : undefined;
    const sendCounted: typeof send = (res, status, headers, body) => {
      ahead?.push({ path: new URL(request.url ?? '/', upstream).pathname, bytes: body.length });
      send(res, status, headers, body);
    };
    // Pages are read whole to add the script, and compressed again; other files go as the preview compressed them.
    const isPage = (request.headers.accept ?? '').includes('text/html');
    const headers = { ...request.headers, host: new URL(upstream).host };
    if (isPage) headers['accept-encoding'] = 'identity';
    http.get(upstream + request.url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const status = answer.statusCode ?? 502;
        // The length is set again for the body as sent (a page's grows by the script).
        const answerHeaders = { ...answer.headers };
        delete answerHeaders['content-length'];
        if (!isPage || !String(answer.headers['content-type']).includes('text/html')) {
          sendCounted(response, status, answerHeaders, Buffer.concat(chunks));
          return;
        }
        const html = Buffer.concat(chunks).toString();
        const policy = String(answer.headers['content-security-policy'] ?? '');
        sendCounted(
          response,
          status,
          {
            ...answerHeaders,
            'content-security-policy': policy.replace(
              "script-src 'self'",
              `script-src 'self' ${timingScriptHash}`,
            ),
            'content-encoding': 'gzip',
          },
          zlib.gzipSync(html.replace('<head>', `<head><script>${timingScript}</script>`)),
        );
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Chooses the menu item as the visitor does: a resting pointer and a click, or the menu's toggle and a tap. */
async function chooseMenuItem(page: Page, input: Input, label: string): Promise<void> {
  const [link] = await page.$$(`xpath/.//nav[@aria-label="Main"]//a[normalize-space()="${label}"]`);
  if (!link) throw new Error(`No menu item "${label}".`);
  if (input === 'mouse') {
    await link.hover();
    await pause(profile.restMs);
    await link.click({ delay: profile.pressMs });
    return;
  }
  // On a phone the menu's items are behind its toggle (a popover).
  const [toggle] = await page.$$('xpath/.//button[normalize-space()="Pages"]');
  if (!toggle) throw new Error('No menu toggle "Pages".');
  await toggle.tap();
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]:popover-open') !== null);
  await pause(profile.restMs);
  const box = await link.boundingBox();
  if (!box) throw new Error(`The menu item "${label}" is not on screen.`);
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
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewport(inputs[input].viewport);
    await page.emulateCPUThrottling(profile.cpuSlowdown);
    // navigator.connection.saveData, as the browser's own setting sets it. (A session of its own,
    // which turns prerendering off: with Save-Data nothing is fetched ahead anyway.)
    if (saveData) {
      const session = await page.createCDPSession();
      await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    }
    await page.goto(origin + transition.from, { waitUntil: 'networkidle0' });
    // The page has settled as the visitor reads it.
    await page.waitForFunction(pageHasSettled);
    // What the page fetches ahead once it has settled has arrived too.
    await page.waitForNetworkIdle({ idleTime: 500 });
    await chooseMenuItem(page, input, transition.label);
    const shownOnNextPage = () =>
      seen.reports.find((report) => report.kind === 'shown' && report.path !== transition.from);
    const deadline = Date.now() + 120_000;
    while (!shownOnNextPage() && Date.now() < deadline) await pause(20);
    const shown = shownOnNextPage() as Extract<Report, { kind: 'shown' }> | undefined;
    // The menu item's click, the last on the first page (on a phone, the menu's toggle was clicked before it).
    const click = seen.reports.findLast(
      (report) => report.kind === 'click' && report.path === transition.from,
    );
    if (!shown || !click)
      throw new Error(
        `${transition.from} → ${transition.label}: the click or the next page was not reported.`,
      );
    const sum = (entries: Seen['ahead']) => entries.reduce((total, entry) => total + entry.bytes, 0);
    return {
      ms: shown.at - click.at,
      drawnAhead: shown.drawnAhead,
      bytesAhead: sum(seen.ahead),
      bytesAheadUsed: sum(seen.ahead.filter((entry) => entry.path === shown.path)),
    };
  } finally {
    await context.close();
  }
}

/** Times every menu transition `runs` times each way, with `input`, on the site served at `origin`. */
async function measureNavigation(origin: string, runs: number, input: Input): Promise<NavigationRow[]> {
  const seen: Seen = { reports: [], ahead: [] };
  const proxy = await timingProxy(origin, seen);
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...inputs[input].args],
  });
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
const figures = (
  row: NavigationRow,
  way: 'visitors' | 'saveData',
  figure: 'ms' | 'bytesAhead' | 'bytesAheadUsed',
) => row.runs.map((run) => run[way][figure]);

/** The report: one line per input and transition, medians first, every run after. */
function navigationTable(rows: readonly NavigationRow[]): string {
  const ms = (values: number[]) => `${Math.round(median(values))}`;
  const kb = (values: number[]) => (median(values) / 1024).toFixed(1);
  const runs = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  const header = [
    'Input',
    'Transition',
    'Fetching ahead ms',
    'Save-Data ms',
    'Ratio',
    'Drawn ahead',
    'KB ahead',
    'of it the page opened',
    'KB ahead, Save-Data',
    'Runs (fetching ahead)',
    'Runs (Save-Data)',
  ];
  const lines = rows.map((row) => [
    row.input,
    row.transition,
    ms(figures(row, 'visitors', 'ms')),
    ms(figures(row, 'saveData', 'ms')),
    ratioOf(row).toFixed(2),
    `${row.runs.filter((run) => run.visitors.drawnAhead).length} of ${row.runs.length}`,
    kb(figures(row, 'visitors', 'bytesAhead')),
    kb(figures(row, 'visitors', 'bytesAheadUsed')),
    kb(figures(row, 'saveData', 'bytesAhead')),
    runs(figures(row, 'visitors', 'ms')),
    runs(figures(row, 'saveData', 'ms')),
  ]);
  return markdownTable([header, ...lines], { align: ['', '', ...header.slice(2).map(() => 'r')] });
}

/**
 * A transition's median over its median with Save-Data on, from the same audit: the machine's own
 * figure divides out, where milliseconds move with the machine (decision 019, issue 58).
 */
const ratioOf = (row: NavigationRow) =>
  median(figures(row, 'visitors', 'ms')) / median(figures(row, 'saveData', 'ms'));
/** The goal: fetching ahead at least halves the wait (decision 019). */
const navigationTargetRatio = 0.5;
const highestRatio = (rows: readonly NavigationRow[]) => Math.max(...rows.map(ratioOf));
const medianOfAll = (rows: readonly NavigationRow[], way: 'visitors' | 'saveData') =>
  Math.round(median(rows.flatMap((row) => figures(row, way, 'ms'))));

/** Bytes fetched ahead with Save-Data on, in all runs: the promise is none. */
const bytesAheadWithSaveData = (rows: readonly NavigationRow[]) =>
  rows.flatMap((row) => figures(row, 'saveData', 'bytesAhead')).reduce((total, bytes) => total + bytes, 0);

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
      console.log(
        `This machine, ${input}: ${medianOfAll(ofInput, 'saveData')} ms with Save-Data (nothing fetched ` +
          `ahead), ${medianOfAll(ofInput, 'visitors')} ms as visitors get the site, median of every run.`,
      );
    }
    const highest = highestRatio(rows);
    const withSaveData = bytesAheadWithSaveData(rows);
    console.log(
      highest > navigationTargetRatio
        ? `Highest ratio ${highest.toFixed(2)}: over the ${navigationTargetRatio} goal (fetching ahead halves the wait).`
        : `Every transition at most ${navigationTargetRatio} of its wait with Save-Data (highest ${highest.toFixed(2)}).`,
    );
    if (withSaveData > 0)
      console.log(`With Save-Data, ${withSaveData} bytes were fetched ahead: none should be.`);
    if (highest > navigationTargetRatio || withSaveData > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
