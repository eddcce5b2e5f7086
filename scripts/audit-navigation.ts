/**
 * `npm run audit:navigation` (after `npm run build`): how long each menu click or tap takes to
 * show the next page's heading on a slow phone, with fetching ahead and without it, and what was
 * fetched ahead (scripts/tooling/navigation-audit.ts). `-- --runs 5`: the median of five runs
 * (three unless told). A report, not a test: run it on an idle machine. Exits 1 when a median is
 * over 200 ms or anything was fetched ahead with Save-Data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './build-output';
import {
  bytesAheadWithSaveData,
  measureNavigation,
  navigationTable,
  navigationTargetMs,
  slowestMedian,
} from './tooling/navigation-audit';
import { servePreview } from './tooling/project-copy';

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
    const slowest = Math.round(slowestMedian(rows));
    const withSaveData = bytesAheadWithSaveData(rows);
    console.log(
      slowest > navigationTargetMs
        ? `Slowest median ${slowest} ms: over the ${navigationTargetMs} ms target.`
        : `Every transition within ${navigationTargetMs} ms (slowest ${slowest} ms).`,
    );
    if (withSaveData > 0)
      console.log(`With Save-Data, ${withSaveData} bytes were fetched ahead: none should be.`);
    if (slowest > navigationTargetMs || withSaveData > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
