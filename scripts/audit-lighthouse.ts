/**
 * `npm run audit`: Lighthouse CI (`lhci autorun`, lighthouserc.cjs, LHCI's flags passed on), then
 * each page's median run beside the machine's own figure, Lighthouse's `benchmarkIndex` from the
 * same runs, so two reports can be compared (decision 004, issue 58). Exits with LHCI's code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { markdownTable } from 'markdown-table';

interface Run {
  url: string;
  isRepresentativeRun: boolean;
  summary: Record<string, number>;
  report: { environment: { benchmarkIndex: number }; audits: Record<string, { numericValue: number }> };
}

const lhci = spawnSync('npx', ['lhci', 'autorun', ...process.argv.slice(2)], { stdio: 'inherit' });
const manifest = 'reports/lighthouse/manifest.json';
if (fs.existsSync(manifest)) {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const runs = (read(manifest) as (Run & { jsonPath: string })[]).map((run) => ({
    ...run,
    report: read(run.jsonPath) as Run['report'],
  }));
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const timings = ['total-blocking-time', 'largest-contentful-paint'];
  const rows = runs
    .filter((run) => run.isRepresentativeRun)
    .map(({ url, summary, report }) => [
      new URL(url).pathname,
      ...categories.map((category) => String(Math.round((summary[category] ?? 0) * 100))),
      ...timings.map((audit) => String(Math.round(report.audits[audit]?.numericValue ?? NaN))),
    ]);
  console.log(`\n${markdownTable([['Page', ...categories, 'TBT ms', 'LCP ms'], ...rows])}\n`);
  const indexes = runs.map((run) => run.report.environment.benchmarkIndex).sort((a, b) => a - b);
  const at = (index: number) => Math.round(indexes[index] ?? NaN);
  console.log(
    `This machine: Lighthouse's benchmarkIndex ${at(indexes.length >> 1)} (median of the ` +
      `${indexes.length} runs above, ${at(0)}–${at(indexes.length - 1)}).`,
  );
}
process.exit(lhci.status ?? 1);
