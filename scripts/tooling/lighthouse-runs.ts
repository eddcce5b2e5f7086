/**
 * The runs LHCI's `upload --target=filesystem` lists in its manifest.json, each with its Lighthouse
 * report: what `npm run audit` and `npm run audit:extremes` print their tables and the machine's
 * figure from.
 */
import fs from 'node:fs';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  url: string;
  isRepresentativeRun: boolean;
  summary: Partial<Record<(typeof lighthouseCategories)[number], number>>;
  report: { environment: { benchmarkIndex: number }; audits: Record<string, { numericValue: number }> };
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;

export function lighthouseRuns(manifest: string): LighthouseRun[] {
  return (read(manifest) as (Omit<LighthouseRun, 'report'> & { jsonPath: string })[]).map((run) => ({
    ...run,
    report: read(run.jsonPath) as LighthouseRun['report'],
  }));
}

/** A run's scores, 0-100, in the order of `lighthouseCategories`. */
export const scoresOf = (run: LighthouseRun) =>
  lighthouseCategories.map((category) => Math.round((run.summary[category] ?? 0) * 100));

/** The runs' benchmarkIndex, rounded: the machine's own figure beside their scores, its median and range. */
export function benchmarkIndexOf(runs: LighthouseRun[]) {
  const indexes = runs.map((run) => run.report.environment.benchmarkIndex).sort((a, b) => a - b);
  const at = (index: number) => Math.round(indexes[index] ?? NaN);
  return {
    median: at(indexes.length >> 1),
    lowest: at(0),
    highest: at(indexes.length - 1),
    runs: indexes.length,
  };
}
