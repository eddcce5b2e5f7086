/**
 * `npm test`: every check the project has, ending with one line `N passed, N failed`.
 * `npm run test:quick`: the part to run while working (`--part quick`): the static checks, the unit
 * tests, the build and the JavaScript budgets, about two minutes on two cores.
 * CI on GitHub runs the parts as jobs side by side (`--part site`, `copies`, `editor`;
 * .github/workflows/ci.yml) and merges their summaries (scripts/test-summary.ts).
 *
 * In one run, steps that need nothing of each other run side by side: the static checks; then the
 * unit tests and the build, beside the copies of the site and the editor suite (in a copy of the
 * project); then the end-to-end suite, its output shown as it comes, beside the rest of the editor
 * suite. Every step runs at the same priority, and no test depends on how much of the CPU it gets
 * (decision 028). A failing step does not stop the later ones, but the budgets and the end-to-end
 * suite need the build. The ports are the usual ones, or a block of free ones when any is taken
 * (scripts/test-runner/ports.ts). The line above the summary says how long each stage took.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blockSize, choosePorts } from '#scripts/test-runner/ports';
import { closingLine, emptySummary, type Summary } from '#scripts/test-runner/results';
import {
  buildAndBudgets,
  editorSuite,
  endToEnd,
  prebuildCopies,
  reportsDir,
  run,
  staticChecks,
  unitTests,
} from '#scripts/test-runner/steps';
import { stillBuildDay } from '#scripts/tooling/still-page';

const parts = ['all', 'quick', 'site', 'copies', 'editor'] as const;
type Part = (typeof parts)[number];

const startedAt = Date.now();
const summary = emptySummary();
let stageStart = startedAt;
const secondsSince = (start: number) => Math.round((Date.now() - start) / 1000);
function stageDone(name: string) {
  summary.times.push(`${name} ${secondsSince(stageStart)} s`);
  stageStart = Date.now();
}

/** The checks to run while working: static checks, then the unit tests beside the build, then the budgets. */
async function quick(): Promise<void> {
  await staticChecks(summary);
  stageDone('static checks');
  const units = unitTests();
  await buildAndBudgets(summary, run('npm', ['run', 'build']));
  (await units).count(summary);
  stageDone('unit tests, build and budgets');
}

/** Everything, in one go. */
async function all(): Promise<void> {
  await staticChecks(summary);
  stageDone('static checks');
  // The copies and the editor suite, which needs no build, start beside the unit tests and the build.
  const copies = prebuildCopies();
  const editor = editorSuite();
  const units = unitTests();
  const built = await buildAndBudgets(summary, run('npm', ['run', 'build']));
  (await units).count(summary);
  stageDone('unit tests, build and budgets');
  const endToEndStart = Date.now();
  await endToEnd(summary, 'all', built);
  const endToEndTime = secondsSince(endToEndStart);
  const editorRun = await editor;
  editorRun.count(summary);
  stageDone(
    `browser suites (end-to-end ${endToEndTime} s; the editor's ${editorRun.seconds} s from the unit stage on)`,
  );
  await copies.done();
}

/** One browser part of CI: the end-to-end specs of a group (against the build), or the editor suite. */
async function browserPart(part: 'site' | 'copies' | 'editor'): Promise<void> {
  if (part === 'editor') {
    (await editorSuite()).count(summary);
    stageDone('editor suite');
    return;
  }
  const copies = part === 'copies' ? prebuildCopies() : undefined;
  const built = await buildAndBudgets(summary, run('npm', ['run', 'build']));
  stageDone('build');
  await endToEnd(summary, part, built);
  stageDone(`end-to-end tests (${part})`);
  await copies?.done();
}

function partOf(argv: string[]): Part {
  const { values } = parseArgs({ args: argv, options: { part: { type: 'string', default: 'all' } } });
  if (!(parts as readonly string[]).includes(values.part)) {
    console.error(`test-all: no part named ${values.part}; the parts: ${parts.join(', ')}.`);
    process.exit(2);
  }
  return values.part as Part;
}

function report(result: Summary) {
  fs.writeFileSync(path.join(reportsDir, 'summary.json'), JSON.stringify(result, null, 2));
  console.log(`\n${result.lines.join('\n')}\n`);
  console.log(`time: ${result.times.join(', ')}; ${secondsSince(startedAt)} s in all`);
  console.log(closingLine(result.total));
}

async function main() {
  const part = partOf(process.argv.slice(2));
  fs.rmSync(reportsDir, { recursive: true, force: true });
  fs.mkdirSync(reportsDir, { recursive: true });
  // The site is built as of one fixed day, so its notice and holiday hours, and the pictures
  // of it the visual tests compare, stay the same from one day to the next.
  process.env.SITE_BUILD_DAY ??= stillBuildDay;
  if (part !== 'quick') {
    const base = await choosePorts();
    if (base !== undefined) {
      console.log(
        `test-all: the usual ports are taken or another run holds them; the browser tests use ${base} to ${base + blockSize - 1}.`,
      );
      process.env.TEST_PORT_BASE = String(base);
    }
  }
  const runs: Record<Part, () => Promise<void>> = {
    all,
    quick,
    site: () => browserPart('site'),
    copies: () => browserPart('copies'),
    editor: () => browserPart('editor'),
  };
  await runs[part]();
  report(summary);
  process.exit(summary.total.failed === 0 ? 0 : 1);
}

void main();
