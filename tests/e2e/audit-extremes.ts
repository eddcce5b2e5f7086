/**
 * `npm run audit:extremes`: Lighthouse (`npm run audit`: mobile, median of three runs a page) on the
 * shipped site and on the site built from content at the editor's limits (site-variants.ts,
 * `extreme`; with CONTENT_SEED, the `drawn` copy of that seed), one after the other in the same
 * run, then both side by side with each page's difference and the machine's benchmarkIndex
 * (issue 59). A report, not a test: it exits 1 only when a page drops more than 1 point. Build the
 * site first (`npm run build`); the copy is built here. LHCI's flags are passed on to both, e.g.
 * `-- --collect.numberOfRuns=5 --collect.url=http://127.0.0.1:4600/menu`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownTable } from 'markdown-table';
import { stillBuildDay } from '../../scripts/tooling/still-page';
import { contentSeed, variantCopy } from './site-variants';

interface Run {
  url: string;
  isRepresentativeRun: boolean;
  summary: Record<string, number>;
  jsonPath: string;
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Each page's median-run scores (0-100) and the runs' benchmarkIndex, from `npm run audit` in `root`. */
function audit(root: string) {
  spawnSync('npm', ['run', '--silent', 'audit', '--', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PREVIEW_PORT: process.env.PREVIEW_PORT ?? '4600' },
  });
  const runs = JSON.parse(
    fs.readFileSync(path.join(root, 'reports/lighthouse/manifest.json'), 'utf8'),
  ) as Run[];
  const scores = new Map(
    runs
      .filter((run) => run.isRepresentativeRun)
      .map((run) => [
        new URL(run.url).pathname,
        categories.map((name) => Math.round((run.summary[name] ?? 0) * 100)),
      ]),
  );
  const indexes = runs.map((run) => {
    const report = JSON.parse(fs.readFileSync(path.resolve(root, run.jsonPath), 'utf8')) as {
      environment: { benchmarkIndex: number };
    };
    return report.environment.benchmarkIndex;
  });
  return {
    scores,
    runsPerPage: Math.round(runs.length / scores.size),
    benchmarkIndex: Math.round(indexes.sort((a, b) => a - b)[indexes.length >> 1] ?? NaN),
  };
}

async function main() {
  process.env.SITE_BUILD_DAY ??= stillBuildDay;
  const project = path.resolve(__dirname, '../..');
  const copy = await variantCopy(process.env.CONTENT_SEED ? 'drawn' : 'extreme');
  const what = process.env.CONTENT_SEED ? `content of seed ${contentSeed}` : 'content at the limits';
  const shipped = audit(project);
  const extreme = audit(copy);
  const rows = [...shipped.scores].map(([page, own]) => {
    const other = extreme.scores.get(page) ?? [];
    return [
      page,
      ...own.map((score, index) => {
        const difference = (other[index] ?? NaN) - score;
        return `${score} → ${other[index] ?? '?'}${difference < 0 ? ` (${difference})` : ''}`;
      }),
    ];
  });
  console.log(
    `\nShipped content → ${what}, Lighthouse mobile, median of ${shipped.runsPerPage} runs a page:\n`,
  );
  console.log(markdownTable([['Page', ...categories], ...rows]));
  const worst = Math.min(
    ...rows.flatMap(([page]) =>
      shipped.scores.get(page!)!.map((score, index) => (extreme.scores.get(page!)?.[index] ?? NaN) - score),
    ),
  );
  console.log(
    `\nLargest drop: ${-worst} point${worst === -1 ? '' : 's'} (the goal: at most 1). This machine: benchmarkIndex ` +
      `${shipped.benchmarkIndex} during the shipped runs, ${extreme.benchmarkIndex} during the others.`,
  );
  process.exit(worst >= -1 ? 0 : 1);
}

void main();
