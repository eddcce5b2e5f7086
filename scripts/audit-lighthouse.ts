/**
 * `npm run audit`: Lighthouse CI (`lhci autorun`, lighthouserc.cjs, LHCI's flags passed on), then
 * each page's median run beside the machine's own figure, Lighthouse's `benchmarkIndex` from the
 * same runs, so two reports can be compared (decision 004, issue 58). Exits with LHCI's code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { markdownTable } from 'markdown-table';
import { benchmarkIndexOf, lighthouseCategories, lighthouseRuns, scoresOf } from './tooling/lighthouse-runs';

const lhci = spawnSync('npx', ['lhci', 'autorun', ...process.argv.slice(2)], { stdio: 'inherit' });
const manifest = 'reports/lighthouse/manifest.json';
if (fs.existsSync(manifest)) {
  const runs = lighthouseRuns(manifest);
  const timings = ['total-blocking-time', 'largest-contentful-paint'];
  const rows = runs
    .filter((run) => run.isRepresentativeRun)
    .map((run) => [
      new URL(run.url).pathname,
      ...scoresOf(run).map(String),
      ...timings.map((audit) => String(Math.round(run.report.audits[audit]?.numericValue ?? NaN))),
    ]);
  console.log(`\n${markdownTable([['Page', ...lighthouseCategories, 'TBT ms', 'LCP ms'], ...rows])}\n`);
  const machine = benchmarkIndexOf(runs);
  console.log(
    `This machine: Lighthouse's benchmarkIndex ${machine.median} (median of the ` +
      `${machine.runs} runs above, ${machine.lowest}–${machine.highest}).`,
  );
}
process.exit(lhci.status ?? 1);
