/**
 * `npm test`: every check the project has, ending with one summary line
 * `N passed, N failed`. Static checks and the build count as one test each; the
 * unit and end-to-end suites count each of their tests. Steps that need nothing
 * of each other run side by side (the static checks; the unit tests and the
 * build), their output printed whole and in order; so do the two browser suites, the
 * editor's in a copy of the project (its output printed once it has ended) and the
 * end-to-end suite (its output shown as it comes). From the unit tests on, at the lowest
 * priority, the end-to-end suite's copies of the site are built ahead
 * (tests/e2e/prebuild-copies.ts) with the CPU the other steps leave.
 * A failing step does not stop the later ones, except that the end-to-end
 * suite needs a successful build. The visual editor tests start `npm start`
 * themselves (Tina's GraphQL server and the dev server). Above the summary line, one line
 * says how long each stage took.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from './tooling/project-copy';
import { stillBuildDay } from './tooling/still-page';

const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'reports');

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

/** How long each stage took, printed with the summary: where a slow run spent its time. */
const stageTimes: string[] = [];
const startedAt = Date.now();
let stageStart = startedAt;
function stageDone(name: string) {
  const now = Date.now();
  stageTimes.push(`${name} ${Math.round((now - stageStart) / 1000)} s`);
  stageStart = now;
}

function run(command: string, args: string[]): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function tally(name: string, ok: boolean) {
  if (ok) total.passed += 1;
  else total.failed += 1;
  lines.push(`${ok ? '✔' : '✘'} ${name}`);
}

function check(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  tally(name, ok);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A suite that wrote no report (it crashed) counts as one failure. */
function suite(name: string, ok: boolean, counts: Tally | undefined) {
  const tally = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(
    `${tally.failed ? '✘' : '✔'} ${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
  );
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

/** A command run alongside others: its output is kept, to be printed whole, in order, once all have ended. */
function runAlongside(
  command: string,
  args: string[],
  { cwd = root, env = process.env } = {},
): Promise<{ ok: boolean; print: () => void }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        print: () => console.log(`\n▶ ${command} ${args.join(' ')}\n${output.trimEnd()}`),
      }),
    );
  });
}

/**
 * A command whose output is shown as it comes, run asynchronously: a command alongside it (the
 * editor suite) keeps reading its own output meanwhile.
 */
function runShown(command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

/** A Playwright run counted test by test, from the JSON report its config wrote. */
function playwrightSuite(name: string, ok: boolean, report: string) {
  const result = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(report);
  suite(
    name,
    ok,
    result && {
      passed: result.stats.expected,
      failed: result.stats.unexpected + result.stats.flaky,
      skipped: result.stats.skipped,
    },
  );
}

/**
 * The editor suite, in a copy of the project of its own (scripts/tooling/project-copy.ts), so
 * that it can run beside the end-to-end suite. Its saving tests rewrite content files for
 * seconds at a time, and the end-to-end specs read their expectations from those files whenever
 * a worker loads one: in one folder, a spec could read a price the editor had just changed. In
 * the copy, a run stopped half-way can no longer leave a changed price in the working tree
 * either. Its `npm start` is its own (EDITOR_OWN_SERVER): a developer's, on the same port,
 * serves the working tree, so Playwright says the port is taken instead. Its failures' page
 * snapshots go to the project's own test-results-editor/; its output is printed whole once it
 * has ended.
 */
async function editorSuiteInCopy(): Promise<{ ok: boolean; report: string; print: () => void }> {
  const copy = copyProject('editor-tests');
  const report = path.join(reports, 'e2e-editor.json');
  const { ok, print } = await runAlongside(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'playwright.editor.config.ts',
      '--output',
      path.join(root, 'test-results-editor'),
    ],
    { cwd: copy, env: { ...process.env, EDITOR_OWN_SERVER: '1' } },
  );
  const copyReport = path.join(copy, 'reports', 'e2e-editor.json');
  if (fs.existsSync(copyReport)) fs.copyFileSync(copyReport, report);
  fs.rmSync(copy, { recursive: true, force: true });
  return { ok, report, print };
}

/**
 * The end-to-end suite's copies of the site, built ahead at the lowest priority (`nice`), with
 * the CPU the other steps leave, into the folder it names in SITE_COPIES_DIR (which the
 * end-to-end suite then inherits). In a process group of its own, so that its builds can be
 * given a normal priority when the end-to-end suite starts (it waits for them), or stopped. Its
 * output goes to reports/prebuild-copies.log, printed at the end.
 */
function prebuildCopies() {
  const port = Number(process.env.PREVIEW_PORT ?? 4173);
  // Named as the suite names its own copies (site-variants.ts), so a later run clears it if this one is killed.
  const dir = path.join(os.tmpdir(), `site-variants-${port}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  process.env.SITE_COPIES_DIR = dir;
  const log = path.join(reports, 'prebuild-copies.log');
  const out = fs.openSync(log, 'w');
  const child = spawn('nice', ['-n', '19', 'npx', 'ts-node', 'tests/e2e/prebuild-copies.ts'], {
    cwd: root,
    env: process.env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let ended = false;
  child.on('close', () => (ended = true));
  return {
    /**
     * Its builds, if any are left, at the priority of the tests that wait for them. Where that is
     * not allowed (an ordinary user, a container without CAP_SYS_NICE, as on GitHub), they are
     * stopped instead, and the end-to-end workers build what is left themselves.
     */
    hurry: async () => {
      if (!child.pid || ended) return;
      if (spawnSync('renice', ['-n', '0', '-g', String(child.pid)], { stdio: 'ignore' }).status === 0) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Ended on its own meanwhile.
      }
      while (!ended) await new Promise((resolve) => setTimeout(resolve, 200));
      // The locks of the builds it held (site-variants.ts): nobody holds them now.
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
        if (name.endsWith('.lock')) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      console.log(
        '\nThe copies still building could not be given a normal priority: stopped; the end-to-end suite builds them.',
      );
    },
    stop: () => {
      try {
        if (child.pid && !ended) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Ended on its own meanwhile.
      }
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(
        `\n▶ tests/e2e/prebuild-copies.ts (beside the other steps)\n${fs.readFileSync(log, 'utf8').trimEnd()}`,
      );
    },
  };
}

async function main() {
  // The static checks read the sources only, and each runs on one core: all at once, reported in order.
  const staticChecks: [string, string, string[]][] = [
    ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['styles (stylelint: design tokens only)', 'npm', ['run', '--silent', 'lint:styles']],
    ['workflows (actionlint and action inputs)', 'npm', ['run', '--silent', 'lint:workflows']],
    ['format (prettier --check)', 'npx', ['prettier', '--check', '.']],
    ['types (tsc --noEmit)', 'npx', ['tsc', '--noEmit']],
    ['content (every file against the Tina schema)', 'npm', ['run', 'content:check']],
  ];
  const checked = await Promise.all(staticChecks.map(([, command, args]) => runAlongside(command, args)));
  checked.forEach(({ ok, print }, index) => {
    print();
    tally(staticChecks[index]![0], ok);
  });
  stageDone('static checks');

  // The unit tests and the build need nothing of each other (the unit tests build in
  // temporary folders): side by side, the one's waits are the other's time.
  // The site is built as of one fixed day, so its notice and holiday hours, and the pictures
  // of it the visual tests compare, stay the same from one day to the next.
  process.env.SITE_BUILD_DAY ??= stillBuildDay;
  // The static checks above keep both cores busy; the steps from here on leave one idle at times.
  const copies = prebuildCopies();
  const unitReport = path.join(reports, 'unit.json');
  const [unitRun, buildRun] = await Promise.all([
    runAlongside('npx', ['jest', '--ci', '--json', `--outputFile=${unitReport}`]),
    runAlongside('npm', ['run', 'build']),
  ]);
  stageDone('unit tests and build');
  unitRun.print();
  const unit = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  }>(unitReport);
  suite(
    'unit tests (jest)',
    unitRun.ok,
    unit && {
      passed: unit.numPassedTests,
      failed: unit.numFailedTests + unit.numRuntimeErrorTestSuites,
      skipped: unit.numPendingTests,
    },
  );
  buildRun.print();
  tally('build (npm run build)', buildRun.ok);
  if (buildRun.ok) {
    check('JavaScript budgets (size-limit)', 'npx', ['size-limit']);
    stageDone('budgets');
  }

  // The two browser suites side by side: the owner's path through the visual editor, against
  // `npm start` in a copy of the project, and the end-to-end suite, against the build. Each
  // leaves a core idle at times (the editor's saving tests wait on the dev server's rebuilds, one
  // at a time), which the other fills.
  const browserSuitesStart = Date.now();
  const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
  let editorTime = 0;
  const editorRun = editorSuiteInCopy().then((result) => {
    editorTime = seconds(browserSuitesStart);
    return result;
  });
  let endToEnd: boolean | undefined;
  let endToEndTime = 0;
  if (buildRun.ok) {
    await copies.hurry();
    endToEnd = await runShown('npx', ['playwright', 'test']);
    endToEndTime = seconds(browserSuitesStart);
  }
  const editor = await editorRun;
  stageDone(`browser suites (editor ${editorTime} s, end-to-end ${endToEndTime} s, side by side)`);
  editor.print();
  playwrightSuite('visual editor tests (playwright, npm start in a copy)', editor.ok, editor.report);
  if (endToEnd === undefined)
    suite('end-to-end tests (playwright, not run: the build failed)', false, undefined);
  else playwrightSuite('end-to-end tests (playwright)', endToEnd, path.join(reports, 'e2e.json'));
  copies.stop();

  console.log(`\n${lines.join('\n')}\n`);
  console.log(`time: ${stageTimes.join(', ')}; ${Math.round((Date.now() - startedAt) / 1000)} s in all`);
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
