/**
 * `npm test`: every check the project has, ending with one line `N passed, N failed`. The static
 * checks, the build and the budgets count one test each; the unit and browser suites each of their
 * tests, from their JSON reports. Steps that need nothing of each other run side by side, each
 * one's output printed whole and in order: the static checks; then the unit tests, the build, the
 * end-to-end suite's copies of the site (scripts/site-copies/prebuild-copies.ts) and the editor suite, in a
 * copy of the project; then the end-to-end suite, its output shown as it comes, beside the rest of
 * the editor suite. Every step runs at the same priority: no test depends on how much of the CPU it
 * gets (decision 028, issue 58). A failing step does not stop the later ones, but the budgets and
 * the end-to-end suite need the build. The line above the summary says how long each stage took.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, runCommand } from './tooling/project-copy';
import { stillBuildDay } from './tooling/still-page';

const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'reports');
const total = { passed: 0, failed: 0, skipped: 0 };
type Counts = typeof total;
const lines: string[] = [];
const stageTimes: string[] = [];
const startedAt = Date.now();
const secondsSince = (start: number) => Math.round((Date.now() - start) / 1000);

/**
 * Runs a command. Its output is kept and printed whole by `print`, so that commands side by side
 * do not mix their lines; `shown`: printed as it comes instead.
 */
async function run(command: string, args: string[], { cwd = root, env = process.env, shown = false } = {}) {
  const title = `\n▶ ${command} ${args.join(' ')}`;
  if (shown) {
    console.log(title);
  }
  const { code, output } = await runCommand(command, args, { cwd, env, stdio: shown ? 'inherit' : 'pipe' });
  return {
    ok: code === 0,
    print: () => {
      if (!shown) {
        console.log(`${title}\n${output.trimEnd()}`);
      }
    },
  };
}

type Run = Awaited<ReturnType<typeof run>>;

/** A step counted as one test. */
function tally(name: string, { ok, print }: Run) {
  print();
  total[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✔' : '✘'} ${name}`);
}

/** A suite counted test by test; one that wrote no report (it crashed) counts as one failure. */
function suite(name: string, ok: boolean, counts: Counts = { passed: 0, failed: 1, skipped: 0 }) {
  if (!ok && counts.failed === 0) {
    counts.failed = 1;
  }
  for (const key of ['passed', 'failed', 'skipped'] as const) {
    total[key] += counts[key];
  }
  lines.push(
    `${counts.failed ? '✘' : '✔'} ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A Playwright run's counts, from the JSON report its config writes. */
function playwrightCounts(report: string): Counts | undefined {
  type Stat = 'expected' | 'unexpected' | 'flaky' | 'skipped';
  const stats = readJson<{ stats: Record<Stat, number> }>(report)?.stats;
  return stats && { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

/**
 * The editor suite, in a copy of the project: its saving tests rewrite the content files the end-to-end specs
 * read their expectations from (decision 027). Its `npm start` is its own (EDITOR_OWN_SERVER): a
 * developer's serves the working tree. Its failures' page snapshots go to the project's test-results-editor/.
 */
async function editorSuite(): Promise<Run & { seconds: number }> {
  const start = Date.now();
  const copy = copyProject('editor-tests');
  const output = path.join(root, 'test-results-editor');
  const result = await run(
    'npx',
    ['playwright', 'test', '--config', 'playwright.editor.config.ts', '--output', output],
    { cwd: copy, env: { ...process.env, EDITOR_OWN_SERVER: '1' } },
  );
  const report = path.join(copy, 'reports', 'e2e-editor.json');
  if (fs.existsSync(report)) {
    fs.copyFileSync(report, path.join(reports, 'e2e-editor.json'));
  }
  fs.rmSync(copy, { recursive: true, force: true });
  return { ...result, seconds: secondsSince(start) };
}

/** The time of each stage, for the line above the summary. */
const stageClock = { start: startedAt };
function stageDone(name: string) {
  stageTimes.push(`${name} ${secondsSince(stageClock.start)} s`);
  stageClock.start = Date.now();
}

/**
 * The static checks read the sources only, and each runs on one core: all at once. Prettier and
 * tsc keep what they found in node_modules/.cache (package.json, tsconfig.json) and check again
 * only what changed; ESLint's cache is left off: its import-cycle rule reads other files too.
 */
async function staticChecks() {
  const checks: [string, string, string[]][] = [
    ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['styles (stylelint)', 'npm', ['run', '--silent', 'lint:styles']],
    ['workflows (actionlint and action inputs)', 'npm', ['run', '--silent', 'lint:workflows']],
    ['format (prettier --check)', 'npm', ['run', '--silent', 'format:check']],
    ['types (tsc --noEmit)', 'npm', ['run', '--silent', 'typecheck']],
    ['content (every file against the Tina schema)', 'npm', ['run', 'content:check']],
  ];
  const checked = await Promise.all(checks.map(([, command, args]) => run(command, args)));
  checked.forEach((result, index) => tally(checks[index]![0], result));
  stageDone('static checks');
}

/**
 * The end-to-end suite's copies (a worker that needs one still being built waits for it), in the
 * folder SITE_COPIES_DIR names: two builders side by side, the `hosted` copy the longest.
 */
function prebuildCopies() {
  const copiesDir = path.join(
    os.tmpdir(),
    `site-variants-${process.env.PREVIEW_PORT ?? 4173}-${process.pid}`,
  );
  process.env.SITE_COPIES_DIR = copiesDir;
  const builders = [
    ['hosted', 'extreme'],
    ['hostile', 'owner', 'drawn'],
  ].map((variants) => run('npx', ['ts-node', 'scripts/site-copies/prebuild-copies.ts', ...variants]));
  return {
    done: async () => {
      for (const copy of await Promise.all(builders)) {
        copy.print();
      }
      fs.rmSync(copiesDir, { recursive: true, force: true });
    },
  };
}

/** The unit tests (they build in temporary folders: they need nothing of the build) beside the build. */
async function unitTestsAndBuild(): Promise<{ built: boolean }> {
  const unitReport = path.join(reports, 'unit.json');
  const [unitRun, buildRun] = await Promise.all([
    run('npx', ['jest', '--ci', '--json', `--outputFile=${unitReport}`]),
    run('npm', ['run', 'build']),
  ]);
  stageDone('unit tests and build');
  unitRun.print();
  type JestCounts = 'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numRuntimeErrorTestSuites';
  const unit = readJson<Record<JestCounts, number>>(unitReport);
  suite(
    'unit tests (jest)',
    unitRun.ok,
    unit && {
      passed: unit.numPassedTests,
      failed: unit.numFailedTests + unit.numRuntimeErrorTestSuites,
      skipped: unit.numPendingTests,
    },
  );
  tally('build (npm run build)', buildRun);
  if (buildRun.ok) {
    tally('JavaScript budgets (size-limit)', await run('npx', ['size-limit']));
    stageDone('budgets');
  }
  return { built: buildRun.ok };
}

/**
 * The end-to-end suite, against the build, beside the rest of the editor suite: each leaves a core
 * idle at times, which the other fills. Both may wait for a copy from here on.
 */
async function browserSuites(editorSuiteRun: ReturnType<typeof editorSuite>, built: boolean) {
  const browserStart = Date.now();
  const endToEnd = built ? await run('npx', ['playwright', 'test'], { shown: true }) : undefined;
  const endToEndTime = secondsSince(browserStart);
  const editor = await editorSuiteRun;
  stageDone(
    `browser suites (end-to-end ${endToEndTime} s; the editor's ${editor.seconds} s from the unit stage on)`,
  );
  editor.print();
  suite(
    'visual editor tests (playwright, npm start in a copy)',
    editor.ok,
    playwrightCounts(path.join(reports, 'e2e-editor.json')),
  );
  if (endToEnd) {
    suite('end-to-end tests (playwright)', endToEnd.ok, playwrightCounts(path.join(reports, 'e2e.json')));
  } else {
    suite('end-to-end tests (playwright, not run: the build failed)', false);
  }
}

async function main() {
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  await staticChecks();
  // The site is built as of one fixed day, so its notice and holiday hours, and the pictures
  // of it the visual tests compare, stay the same from one day to the next.
  process.env.SITE_BUILD_DAY ??= stillBuildDay;
  // The copies and the editor suite, which needs no build, start beside the unit tests and the build.
  const copies = prebuildCopies();
  const editorSuiteRun = editorSuite();
  const { built } = await unitTestsAndBuild();
  await browserSuites(editorSuiteRun, built);
  await copies.done();

  console.log(`\n${lines.join('\n')}\n`);
  console.log(`time: ${stageTimes.join(', ')}; ${secondsSince(startedAt)} s in all`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
