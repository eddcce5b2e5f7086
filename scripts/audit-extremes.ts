/**
 * `npm run audit:extremes`: Lighthouse (lighthouserc.cjs: mobile, the median run of three a page)
 * on the shipped site and on the site built from content at the editor's limits (site-variants.ts,
 * `extreme`; with CONTENT_SEED, the `drawn` copy of that seed), side by side with each page's
 * difference and the machine's benchmarkIndex (issue 59). A report, not a test: it exits 1 only
 * when a page drops more than 1 point.
 *
 * The two builds are audited in turns, page by page: shipped, then the other, then the next page,
 * in as many rounds as runs. A machine's speed drifts over the twenty minutes of a whole audit
 * (the benchmarkIndex moved 11 % between the halves of a run that audited one build after the
 * other), and in turns that drift falls on both builds alike instead of on one of them.
 *
 * Build the site first (`npm run build`); the copy is built here. Options: `--runs 5`, and pages
 * to audit (`/menu /`; all by default). `--self` audits the shipped build against itself: the
 * differences it prints are the machine's own noise, the floor under any comparison.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from 'markdown-table';
import { projectRoot } from './build/build-output';
import { servePreview } from './tooling/project-copy';
import { benchmarkIndexOf, lighthouseCategories, lighthouseRuns, scoresOf } from './tooling/lighthouse-runs';
import { stillBuildDay } from './tooling/still-page';
import { contentSeed, variantCopy } from './site-copies/site-variants';

const { values: options, positionals: pagesAsked } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, self: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`audit:extremes: --runs takes a whole number of runs a page, not "${options.runs}".`);
  process.exit(2);
}
const shippedPort = Number(process.env.PREVIEW_PORT ?? 4600);
const otherPort = shippedPort + 1;
const outputDir = path.join(projectRoot, 'reports/lighthouse-extremes');
// The pages `npm run audit` audits: every page of the build, as lighthouserc.cjs finds them.
process.chdir(projectRoot);
type LighthouseConfig = { ci: { collect: { url: string[] } } };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- LHCI's own CommonJS config, read where it lies
const lighthouseConfig = require(path.join(projectRoot, 'lighthouserc.cjs')) as LighthouseConfig;
const everyPage = lighthouseConfig.ci.collect.url;

function lhci(args: string[]) {
  const result = spawnSync('npx', ['lhci', ...args], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`audit:extremes: lhci ${args[0]} failed`);
  }
}

/** Each page's median-run scores (0-100), per server port, and the runs' benchmarkIndex per port. */
function readRuns() {
  // Each run's address read once: its port tells the two servers apart.
  const audits = lighthouseRuns(path.join(outputDir, 'manifest.json')).map((run) => ({
    run,
    url: new URL(run.url),
  }));
  const scores = new Map(
    audits
      .filter(({ run }) => run.isRepresentativeRun)
      .map(({ run, url }) => [`${url.port} ${url.pathname}`, scoresOf(run)]),
  );
  const benchmarkIndex = (port: number) =>
    benchmarkIndexOf(audits.filter(({ url }) => url.port === String(port)).map(({ run }) => run)).median;
  return { scores, benchmarkIndex };
}

/** What the shipped build is compared with: the copy's folder, and the report's name for its content. */
async function otherBuild(): Promise<{ copy: string; what: string }> {
  if (options.self) {
    return { copy: projectRoot, what: 'the same shipped build again' };
  }
  if (process.env.CONTENT_SEED) {
    return { copy: await variantCopy('drawn'), what: `content of seed ${contentSeed}` };
  }
  return { copy: await variantCopy('extreme'), what: 'content at the limits' };
}

/** The pages named on the command line (`/menu /`), or every page of the build. */
function pagesToAudit(): string[] {
  if (pagesAsked.length > 0) {
    return pagesAsked.map((page) => `/${page.replace(/^\//, '')}`);
  }
  return everyPage.map((url) => new URL(url).pathname);
}

/** Audits each page on both servers in turns, `runs` rounds, and writes the reports to `outputDir`. */
async function auditInTurns(pages: string[], copy: string) {
  const servers = [await servePreview(projectRoot, shippedPort), await servePreview(copy, otherPort)];
  try {
    const urls = pages.flatMap((page) =>
      [shippedPort, otherPort].map((port) => `--collect.url=http://127.0.0.1:${port}${page}`),
    );
    for (let round = 0; round < runs; round += 1) {
      lhci([
        'collect',
        '--collect.numberOfRuns=1',
        '--collect.startServerCommand=',
        ...urls,
        ...(round > 0 ? ['--additive'] : []),
      ]);
    }
    lhci(['upload', '--target=filesystem', `--outputDir=${outputDir}`]);
  } finally {
    for (const server of servers) {
      server.stop();
    }
  }
}

/** A row a page, each category's score shipped → other, and the largest drop of them all. */
function comparedScores(pages: string[], scores: ReturnType<typeof readRuns>['scores']) {
  const differences: number[] = [];
  const rows = pages.map((page) => {
    const own = scores.get(`${shippedPort} ${page}`) ?? [];
    const other = scores.get(`${otherPort} ${page}`) ?? [];
    return [
      page,
      ...lighthouseCategories.map((_, index) => {
        const difference = (other[index] ?? NaN) - (own[index] ?? NaN);
        differences.push(difference);
        return `${own[index] ?? '?'} → ${other[index] ?? '?'}${difference < 0 ? ` (${difference})` : ''}`;
      }),
    ];
  });
  const worst = Math.min(
    ...differences.map((difference) => (Number.isNaN(difference) ? -Infinity : difference)),
  );
  return { rows, worst };
}

async function main() {
  process.env.SITE_BUILD_DAY ??= stillBuildDay;
  const { copy, what } = await otherBuild();
  const pages = pagesToAudit();
  await auditInTurns(pages, copy);
  const { scores, benchmarkIndex } = readRuns();
  const { rows, worst } = comparedScores(pages, scores);
  console.log(`\nShipped content → ${what}, Lighthouse mobile, median of ${runs} runs a page, in turns:\n`);
  console.log(markdownTable([['Page', ...lighthouseCategories], ...rows]));
  console.log(
    `\nLargest drop: ${-worst} point${worst === -1 ? '' : 's'} (the goal: at most 1). This machine: benchmarkIndex ` +
      `${benchmarkIndex(shippedPort)} in the shipped runs, ${benchmarkIndex(otherPort)} in the others. ` +
      `Reports: ${path.relative(projectRoot, outputDir)}/.`,
  );
  process.exit(worst >= -1 ? 0 : 1);
}

void main();
