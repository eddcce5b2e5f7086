/**
 * `npm run audit`: Lighthouse CI (`lhci autorun`, lighthouserc.cjs, LHCI's own flags passed on),
 * then one line per page with its median run's scores beside the machine's own figure, the
 * `benchmarkIndex` Lighthouse measured in the same runs. Scores and times move with the machine
 * (2-3x from one to another); the index says how fast this one was, so two reports can be
 * compared, and two builds compared in the same run need no correction (decision 004, issue 58).
 * Exits with LHCI's code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownTable } from 'markdown-table';
import { projectRoot } from './build-output';

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
  summary: Record<string, number>;
}
interface Report {
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const lhci = spawnSync('npx', ['lhci', 'autorun', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});
const manifestFile = path.join(projectRoot, 'reports/lighthouse/manifest.json');
if (fs.existsSync(manifestFile)) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ManifestEntry[];
  const read = (entry: ManifestEntry) => JSON.parse(fs.readFileSync(entry.jsonPath, 'utf8')) as Report;
  const indexes = manifest.map((entry) => read(entry).environment.benchmarkIndex);
  const header = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'TBT ms', 'LCP ms'];
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => {
      const { audits } = read(entry);
      const score = (category: string) => String(Math.round((entry.summary[category] ?? 0) * 100));
      const ms = (audit: string) => String(Math.round(audits[audit]?.numericValue ?? NaN));
      return [
        new URL(entry.url).pathname,
        ...['performance', 'accessibility', 'best-practices', 'seo'].map(score),
        ms('total-blocking-time'),
        ms('largest-contentful-paint'),
      ];
    });
  console.log(`\n${markdownTable([header, ...rows], { align: ['', ...header.slice(1).map(() => 'r')] })}\n`);
  console.log(
    `This machine: Lighthouse's benchmarkIndex ${Math.round(median(indexes))} (median of the ` +
      `${indexes.length} runs above, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}).`,
  );
}
process.exit(lhci.status ?? 1);
