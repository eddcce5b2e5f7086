/**
 * What a run of the checks found, counted the way `npm test` reports it: a static check, the build
 * and the budgets count one test each, the unit and browser suites each of their tests (from their
 * JSON reports). A run writes its summary to reports/summary.json, so CI's jobs, each a part of the
 * run, are merged into the same closing line (scripts/test-summary.ts).
 */
import fs from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Summary {
  /** One line a step or suite: ✔ or ✘, its name, and a suite's counts. */
  lines: string[];
  total: Counts;
  /** How long each stage took, in words. */
  times: string[];
}

export function emptySummary(): Summary {
  return { lines: [], total: { passed: 0, failed: 0, skipped: 0 }, times: [] };
}

/** A step counted as one test. */
export function addStep(summary: Summary, name: string, ok: boolean): void {
  summary.total[ok ? 'passed' : 'failed'] += 1;
  summary.lines.push(`${ok ? '✔' : '✘'} ${name}`);
}

export interface SuiteRun {
  name: string;
  ok: boolean;
  /** From its report; none when it wrote none. */
  counts?: Counts;
}

/** A suite counted test by test; one that wrote no report (it crashed), or failed with none failed, counts as one failure. */
export function addSuite(summary: Summary, { name, ok, counts }: SuiteRun): void {
  const counted = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && counted.failed === 0) {
    counted.failed = 1;
  }
  for (const key of ['passed', 'failed', 'skipped'] as const) {
    summary.total[key] += counted[key];
  }
  const mark = counted.failed ? '✘' : '✔';
  summary.lines.push(
    `${mark} ${name}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`,
  );
}

/** The last line of every run: `N passed, N failed` (and skipped ones, if any). */
export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** The summaries of several runs (CI's jobs) as one, each run's lines under its name. */
export function mergeSummaries(runs: { name: string; summary: Summary }[]): Summary {
  const merged = emptySummary();
  for (const { name, summary } of runs) {
    merged.lines.push(`${name}:`, ...summary.lines.map((line) => `  ${line}`));
    merged.times.push(`${name}: ${summary.times.join(', ')}`);
    for (const key of ['passed', 'failed', 'skipped'] as const) {
      merged.total[key] += summary.total[key];
    }
  }
  return merged;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export const readSummary = (file: string) => readJson<Summary>(file);

/** A Jest run's counts, from its `--json` report. */
export function jestCounts(report: string): Counts | undefined {
  type JestCount = 'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numRuntimeErrorTestSuites';
  const counts = readJson<Record<JestCount, number>>(report);
  return (
    counts && {
      passed: counts.numPassedTests,
      failed: counts.numFailedTests + counts.numRuntimeErrorTestSuites,
      skipped: counts.numPendingTests,
    }
  );
}

/** A Playwright run's counts, from the JSON report its config writes. */
export function playwrightCounts(report: string): Counts | undefined {
  type Stat = 'expected' | 'unexpected' | 'flaky' | 'skipped';
  const stats = readJson<{ stats: Record<Stat, number> }>(report)?.stats;
  return stats && { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}
