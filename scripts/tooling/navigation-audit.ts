/**
 * `npm run audit -- --navigation`: how long a visitor on a slow phone waits for the
 * next page after clicking a menu item (issues 23 and 31). For each menu transition, in a
 * fresh browser context (cold cache) with Chromium's CPU slowed 4× and a 150 ms,
 * 1.6 Mbit/s connection: open the page, wait until it has settled and the network
 * is quiet (the visitor reads it), rest the pointer on the menu item for 300 ms,
 * click, and time from the click to the first frame of the next page with its heading
 * in it. The next page is a page load of its own (decision 019): the click's moment is
 * kept in `sessionStorage`, and the next document, at its first frame with the heading,
 * reads it back; both are on the same clock (`performance.timeOrigin` plus the page's
 * own time). Each figure is the median of the runs.
 *
 * Every transition is timed twice on the same build: as visitors get it, and with
 * the browser's Save-Data setting on, which turns the fetching ahead off
 * (src/browser/fetch-ahead.ts), so the click fetches everything.
 */
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from './chromium-path';
import { untilSettled } from './still-page';

/** The issue's profile: a slow phone's CPU and connection. */
const profile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  restMs: 300,
};

/** The menu transitions of issue 23: from a page, the menu item clicked. */
export const menuTransitions = [
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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One cold-cache run of one transition; the click → heading time in ms. */
async function timeOnce(
  browser: Browser,
  origin: string,
  transition: (typeof menuTransitions)[number],
  saveData: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A slowed CPU on a busy machine can take long to start a page; a slow run is a figure, not a failure.
  context.setDefaultTimeout(120_000);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    // navigator.connection.saveData, as the browser's own setting sets it.
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    // In every document of the visit: at the click, its moment; on a page the click led to, the
    // moment of its first frame with a heading, minus the click's.
    await page.addInitScript(() => {
      const clickKey = 'navigation-audit:click';
      document.addEventListener(
        'click',
        (event) => sessionStorage.setItem(clickKey, String(performance.timeOrigin + event.timeStamp)),
        { capture: true },
      );
      const clickedAt = Number(sessionStorage.getItem(clickKey));
      if (!clickedAt) return;
      const frame = () => {
        if (document.querySelector('main h1')) {
          Object.assign(window, { navigationTime: performance.timeOrigin + performance.now() - clickedAt });
        } else requestAnimationFrame(frame);
      };
      // A page drawn ahead in the background runs its frames once it is shown.
      requestAnimationFrame(frame);
    });
    await page.goto(origin + transition.from);
    await untilSettled(page);
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: transition.label,
      exact: true,
    });
    await link.hover();
    await page.waitForTimeout(profile.restMs);
    await link.click();
    await page.waitForFunction(() => 'navigationTime' in window);
    return await page.evaluate(() => (window as unknown as { navigationTime: number }).navigationTime);
  } finally {
    await context.close();
  }
}

/** Times every menu transition `runs` times each way on the site served at `origin`. */
export async function measureNavigation(origin: string, runs: number): Promise<NavigationRow[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: NavigationRow[] = [];
  try {
    for (const transition of menuTransitions) {
      const row: NavigationRow = {
        transition: `${transition.from} → ${transition.label}`,
        prefetching: [],
        saveData: [],
      };
      for (let run = 0; run < runs; run += 1) {
        row.prefetching.push(await timeOnce(browser, origin, transition, false));
        row.saveData.push(await timeOnce(browser, origin, transition, true));
      }
      console.error(`audit: ${row.transition} done`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The report: one line per transition, medians first, every run after. */
export function navigationTable(rows: readonly NavigationRow[]): string {
  const ms = (values: number[]) => `${Math.round(median(values))}`;
  const runs = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
  const header = ['Transition', 'Prefetching ms', 'Save-Data ms', 'Runs (prefetching)', 'Runs (Save-Data)'];
  const lines = rows.map((row) => [
    row.transition,
    ms(row.prefetching),
    ms(row.saveData),
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
