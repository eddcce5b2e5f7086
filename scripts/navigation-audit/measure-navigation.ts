/**
 * The runs of the navigation audit (scripts/audit-navigation.ts): each opens a page in a fresh
 * browser context (cold cache), lets it settle, chooses the menu item and times the click to the
 * next page's first frame with its heading, through the timing proxy (timing-proxy.ts).
 *
 * Puppeteer, not Playwright: Chromium turns prerendering off for a page a DevTools client attached to
 * directly (`PrerenderingDisabledByDevTools`), as Playwright does; Puppeteer attaches through the tab,
 * so the page drawn ahead on hover (src/browser/fetch-ahead.ts) is the one the click shows. The CPU
 * slowdown holds for a page drawn ahead; the connection is slowed by the proxy.
 */
import { setTimeout as pause } from 'node:timers/promises';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { findChromium, mouseArgs } from '#scripts/tooling/chromium-path';
import { pageHasSettled } from '#scripts/tooling/still-page';
import { timingProxy, type Report, type Seen } from './timing-proxy';

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
export type Input = keyof typeof inputs;

/** The menu transitions of issue 23: from a page, the menu item clicked. */
const menuTransitions = [
  { from: '/', label: 'Catering' },
  { from: '/catering', label: 'Office Fuel' },
  { from: '/ez-cater', label: 'Contact' },
  { from: '/contact', label: 'Wholesale' },
  { from: '/wholesale', label: 'Logistics' },
] as const;
type Transition = (typeof menuTransitions)[number];

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
export interface NavigationRow {
  input: Input;
  transition: string;
  runs: { visitors: Run; saveData: Run }[];
}

/** What every run of one input shares: the browser, the proxy's address and what it saw. */
interface Audit {
  browser: Browser;
  origin: string;
  seen: Seen;
  input: Input;
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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
  { browser, origin, seen, input }: Audit,
  transition: Transition,
  { saveData }: { saveData: boolean },
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
export async function measureNavigation(
  origin: string,
  runs: number,
  input: Input,
): Promise<NavigationRow[]> {
  const seen: Seen = { reports: [], ahead: [] };
  const proxy = await timingProxy(origin, seen, profile);
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...inputs[input].args];
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args });
  const audit: Audit = { browser, origin: proxy.origin, seen, input };
  const rows: NavigationRow[] = [];
  try {
    for (const transition of menuTransitions) {
      const row: NavigationRow = { input, transition: `${transition.from} → ${transition.label}`, runs: [] };
      for (let run = 0; run < runs; run += 1) {
        row.runs.push({
          visitors: await timeOnce(audit, transition, { saveData: false }),
          saveData: await timeOnce(audit, transition, { saveData: true }),
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
