/**
 * The steps of `npm test` (scripts/test-all.ts), each a command whose result goes into the run's
 * summary. A command's output is kept and printed whole once it has ended, so that commands side by
 * side do not mix their lines; the end-to-end suite's is shown as it comes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { copyProject, runCommand } from '#scripts/tooling/project-copy';
import { addStep, addSuite, jestCounts, playwrightCounts, type Summary } from '#scripts/test-runner/results';
import type { SpecGroup } from '#scripts/test-runner/spec-groups';
import { testPorts } from '#scripts/test-runner/ports';

export const reportsDir = path.join(projectRoot, 'reports');

interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Printed as it comes, not kept for `print`. */
  shown?: boolean;
}

export interface Ran {
  ok: boolean;
  /** Prints the command's output, whole, under its title. */
  print: () => void;
}

export async function run(command: string, args: string[], options: RunOptions = {}): Promise<Ran> {
  const { cwd = projectRoot, env = process.env, shown = false } = options;
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

/**
 * The static checks read the sources only, and each runs on one core: all at once. Prettier and tsc
 * keep what they found in node_modules/.cache and check again only what changed; ESLint's cache is
 * left off: its import-cycle rule reads other files too.
 */
export async function staticChecks(summary: Summary): Promise<void> {
  const checks: [string, string, string[]][] = [
    ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['styles (stylelint)', 'npm', ['run', '--silent', 'lint:styles']],
    ['workflows (actionlint and action inputs)', 'npm', ['run', '--silent', 'lint:workflows']],
    ['format (prettier --check)', 'npm', ['run', '--silent', 'format:check']],
    ['types (tsc --noEmit)', 'npm', ['run', '--silent', 'typecheck']],
    ['content (every file against the Tina schema)', 'npm', ['run', 'content:check']],
  ];
  const ran = await Promise.all(checks.map(([, command, args]) => run(command, args)));
  ran.forEach((result, index) => {
    result.print();
    addStep(summary, checks[index]![0], result.ok);
  });
}

/** The unit tests: they build in temporary folders and need nothing of the build. */
export function unitTests(): Promise<{ ran: Ran; count: (summary: Summary) => void }> {
  const report = path.join(reportsDir, 'unit.json');
  return run('npx', ['jest', '--ci', '--json', `--outputFile=${report}`]).then((ran) => ({
    ran,
    count: (summary) => {
      ran.print();
      addSuite(summary, { name: 'unit tests (jest)', ok: ran.ok, counts: jestCounts(report) });
    },
  }));
}

/** The build, then, if it built, the JavaScript budgets; whether it built. */
export async function buildAndBudgets(summary: Summary, build: Promise<Ran>): Promise<boolean> {
  const built = await build;
  built.print();
  addStep(summary, 'build (npm run build)', built.ok);
  if (built.ok) {
    const budgets = await run('npx', ['size-limit']);
    budgets.print();
    addStep(summary, 'JavaScript budgets (size-limit)', budgets.ok);
  }
  return built.ok;
}

/**
 * The copies of the site the `copies` specs read (scripts/site-copies/), built ahead in the folder
 * SITE_COPIES_DIR names (or taken from the copies kept by an earlier run with the same inputs):
 * two builders side by side, the `hosted` copy the longest. A folder the caller named is left as
 * it is; one made here goes with the run.
 */
export function prebuildCopies(): { done: () => Promise<void> } {
  const named = process.env.SITE_COPIES_DIR;
  // Named as site-variants.ts names a run's folder, so that it clears one a run left behind.
  const folder = named ?? path.join(os.tmpdir(), `site-variants-${testPorts().preview}-${process.pid}`);
  process.env.SITE_COPIES_DIR = folder;
  const builders = [
    ['hosted', 'extreme'],
    ['owner', 'drawn'],
  ].map((variants) => run('npx', ['ts-node', 'scripts/site-copies/prebuild-copies.ts', ...variants]));
  return {
    done: async () => {
      for (const builder of await Promise.all(builders)) {
        builder.print();
      }
      if (!named) {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

const groupNames: Record<SpecGroup | 'all', string> = {
  all: 'end-to-end tests (playwright)',
  site: 'end-to-end tests against the built site (playwright)',
  copies: 'end-to-end tests against copies of the site (playwright)',
};

/** The end-to-end specs of a group (every one by default), against the build. */
export async function endToEnd(summary: Summary, group: SpecGroup | 'all', built: boolean): Promise<void> {
  if (!built) {
    addSuite(summary, { name: `${groupNames[group]}, not run: the build failed`, ok: false });
    return;
  }
  const env = group === 'all' ? process.env : { ...process.env, E2E_SPECS: group };
  const ran = await run('npx', ['playwright', 'test'], { shown: true, env });
  addSuite(summary, {
    name: groupNames[group],
    ok: ran.ok,
    counts: playwrightCounts(path.join(reportsDir, 'e2e.json')),
  });
}

/**
 * The editor suite, in a copy of the project: its saving tests rewrite the content files the
 * end-to-end specs read their expectations from (decision 027). Its `npm start` is its own
 * (EDITOR_OWN_SERVER): a developer's serves the working tree. Its failures' page snapshots go to the
 * project's test-results-editor/.
 */
export function editorSuite(): Promise<{ seconds: number; count: (summary: Summary) => void }> {
  const start = Date.now();
  const copy = copyProject('editor-tests');
  const output = path.join(projectRoot, 'test-results-editor');
  const args = ['playwright', 'test', '--config', 'playwright.editor.config.ts', '--output', output];
  return run('npx', args, { cwd: copy, env: { ...process.env, EDITOR_OWN_SERVER: '1' } }).then((ran) => {
    const report = path.join(reportsDir, 'e2e-editor.json');
    const copyReport = path.join(copy, 'reports', 'e2e-editor.json');
    if (fs.existsSync(copyReport)) {
      fs.copyFileSync(copyReport, report);
    }
    fs.rmSync(copy, { recursive: true, force: true });
    return {
      seconds: Math.round((Date.now() - start) / 1000),
      count: (summary) => {
        ran.print();
        addSuite(summary, {
          name: 'visual editor tests (playwright, npm start in a copy)',
          ok: ran.ok,
          counts: playwrightCounts(report),
        });
      },
    };
  });
}
