/**
 * `npm run audit:navigation` (after `npm run build`; `-- --runs 5` for five runs, three unless told):
 * how long a visitor on a slow phone waits for the next page after choosing a menu item (issues 23,
 * 31, 51). A report for an idle machine, not a test: exits 1 when a transition's median is over half
 * its median with Save-Data in the same run (the machine's own figure, issue 58), or anything was
 * fetched ahead with Save-Data. The runs are scripts/navigation-audit/measure-navigation.ts's,
 * through the slow connection and timing script of scripts/navigation-audit/timing-proxy.ts; the
 * proxy also counts the bytes fetched ahead on the first page, and how many were for the page opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from 'markdown-table';
import { projectRoot } from './build/build-output';
import { measureNavigation, sum, type NavigationRow } from './navigation-audit/measure-navigation';
import { servePreview } from './tooling/project-copy';

type Way = keyof NavigationRow['runs'][number];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One figure of every run of a row, as visitors get the site or with Save-Data on. */
const figures = (row: NavigationRow, way: Way, figure: 'ms' | 'bytesAhead' | 'bytesAheadUsed') =>
  row.runs.map((run) => run[way][figure]);

/**
 * A transition's median over its median with Save-Data on, from the same audit: the machine's own
 * figure divides out, where milliseconds move with the machine (decision 029, issue 58).
 */
const ratioOf = (row: NavigationRow) =>
  median(figures(row, 'visitors', 'ms')) / median(figures(row, 'saveData', 'ms'));
/** The goal: fetching ahead at least halves the wait (decision 029). */
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
