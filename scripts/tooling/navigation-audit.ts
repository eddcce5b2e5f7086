/**
 * `npm run audit -- --navigation`: how long a visitor on a slow phone waits for the
 * next page after clicking a menu item (issues 23 and 31). For each menu transition, in a
 * fresh browser context (cold cache) with Chromium's CPU slowed 4× and a 150 ms,
 * 1.6 Mbit/s connection: open the page, wait until it has settled and the network
 * is quiet (the visitor reads it), rest the pointer on the menu item for 300 ms,
 * click, and time from the click to the first frame of the next page with its heading
 * in it. Each figure is the median of the runs.
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
 * fetches everything.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';
import { findChromium, mouseArgs } from './chromium-path';
import { pageHasSettled } from './still-page';

/** The issue's profile: a slow phone's CPU and connection. */
const profile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  restMs: 300,
};

/** The menu transitions of issue 23: from a page, the menu item clicked. */
const menuTransitions = [
  { from: '/', label: 'Catering' },
  { from: '/catering', label: 'Office Fuel' },
  { from: '/ez-cater', label: 'Contact' },
  { from: '/contact', label: 'Wholesale' },
  { from: '/wholesale', label: 'Logistics' },
] as const;

export interface NavigationRow {
  transition: string;
  /** Click → heading, ms, one per run, as visitors get the site and with Save-Data on. */
  prefetching: number[];
  saveData: number[];
  /** How many of the runs as visitors get the site showed a page drawn ahead (prerendered). */
  drawnAhead: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What the added script reports: a click's moment, or a page's first frame with its heading. */
type Report =
  | { kind: 'click'; path: string; at: number }
  | { kind: 'shown'; path: string; at: number; drawnAhead: boolean };

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
async function timingProxy(
  upstream: string,
  reports: Report[],
): Promise<{ origin: string; close: () => void }> {
  const send = slowConnection();
  const server = http.createServer((request, response) => {
    if (request.url === reportPath) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        reports.push(JSON.parse(body) as Report);
        response.writeHead(204).end();
      });
      return;
    }
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
          send(response, status, answerHeaders, Buffer.concat(chunks));
          return;
        }
        const html = Buffer.concat(chunks).toString();
        const policy = String(answer.headers['content-security-policy'] ?? '');
        send(
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

/** One cold-cache run of one transition: the click → heading time in ms, and whether the page was drawn ahead. */
async function timeOnce(
  browser: Browser,
  origin: string,
  reports: Report[],
  transition: (typeof menuTransitions)[number],
  saveData: boolean,
): Promise<{ ms: number; drawnAhead: boolean }> {
  reports.length = 0;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A slowed CPU on a busy machine can take long to start a page; a slow run is a figure, not a failure.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewport({ width: 1280, height: 800 });
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
    const [link] = await page.$$(
      `xpath/.//nav[@aria-label="Main"]//a[normalize-space()="${transition.label}"]`,
    );
    if (!link) throw new Error(`No menu item "${transition.label}" on ${transition.from}.`);
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, profile.restMs));
    await link.click();
    const shownOnNextPage = () =>
      reports.find((report) => report.kind === 'shown' && report.path !== transition.from);
    const deadline = Date.now() + 120_000;
    while (!shownOnNextPage() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const shown = shownOnNextPage() as Extract<Report, { kind: 'shown' }> | undefined;
    const click = reports.find((report) => report.kind === 'click');
    if (!shown || !click)
      throw new Error(
        `${transition.from} → ${transition.label}: the click or the next page was not reported.`,
      );
    return { ms: shown.at - click.at, drawnAhead: shown.drawnAhead };
  } finally {
    await context.close();
  }
}

/** Times every menu transition `runs` times each way on the site served at `origin`. */
export async function measureNavigation(origin: string, runs: number): Promise<NavigationRow[]> {
  const reports: Report[] = [];
  const proxy = await timingProxy(origin, reports);
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    // The visitor's pointer rests on the menu item: a desktop with a mouse.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...mouseArgs],
  });
  const rows: NavigationRow[] = [];
  try {
    for (const transition of menuTransitions) {
      const row: NavigationRow = {
        transition: `${transition.from} → ${transition.label}`,
        prefetching: [],
        saveData: [],
        drawnAhead: 0,
      };
      for (let run = 0; run < runs; run += 1) {
        const asVisitors = await timeOnce(browser, proxy.origin, reports, transition, false);
        row.prefetching.push(asVisitors.ms);
        if (asVisitors.drawnAhead) row.drawnAhead += 1;
        row.saveData.push((await timeOnce(browser, proxy.origin, reports, transition, true)).ms);
      }
      console.error(`audit: ${row.transition} done`);
      rows.push(row);
    }
  } finally {
    await browser.close();
    proxy.close();
  }
  return rows;
}

/** The report: one line per transition, medians first, every run after. */
export function navigationTable(rows: readonly NavigationRow[]): string {
  const ms = (values: number[]) => `${Math.round(median(values))}`;
  const runs = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  const header = [
    'Transition',
    'Fetching ahead ms',
    'Save-Data ms',
    'Drawn ahead',
    'Runs (fetching ahead)',
    'Runs (Save-Data)',
  ];
  const lines = rows.map((row) => [
    row.transition,
    ms(row.prefetching),
    ms(row.saveData),
    `${row.drawnAhead} of ${row.prefetching.length}`,
    runs(row.prefetching),
    runs(row.saveData),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `-${'-'.repeat(width)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}

/** The slowest median as visitors get the site, against the issue's 200 ms. */
export const navigationTargetMs = 200;
export const slowestMedian = (rows: readonly NavigationRow[]) =>
  Math.max(...rows.map((row) => median(row.prefetching)));
