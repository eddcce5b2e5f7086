/**
 * `npm run audit:navigation` (after `npm run build`): how long each menu click takes to show the
 * next page's heading on a slow phone, with fetching ahead and without it
 * (scripts/tooling/navigation-audit.ts). `-- --runs 5`: the median of five runs (three unless told).
 * A report, not a test: run it on an idle machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './build-output';
import {
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
    const rows = await measureNavigation(server.origin, Number(values.runs));
    console.log(`\n${navigationTable(rows)}\n`);
    console.log(
      'Click → next heading, median of the cold-cache runs: CPU 4× slower, 150 ms RTT, 1.6 Mbit/s, ' +
        '1280 × 800, pointer resting 300 ms on the menu item. Save-Data turns fetching ahead off.',
    );
    const slowest = Math.round(slowestMedian(rows));
    console.log(
      slowest > navigationTargetMs
        ? `Slowest median ${slowest} ms: over the ${navigationTargetMs} ms target.`
        : `Every transition within ${navigationTargetMs} ms (slowest ${slowest} ms).`,
    );
    if (slowest > navigationTargetMs) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
