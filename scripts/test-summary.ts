/**
 * `npm run test:summary -- <folder>…`: CI's closing line. Each job of .github/workflows/ci.yml
 * runs a part of the checks and keeps its reports/summary.json; this reads the summaries in the
 * folders named (one a job, named by the folder), prints them as one, with the same closing line
 * as `npm test`, `N passed, N failed`, adds them to the job summary GitHub shows
 * (GITHUB_STEP_SUMMARY), and fails if any test failed or a job left no summary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closingLine, mergeSummaries, readSummary, type Summary } from '#scripts/test-runner/results';

function main() {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('test:summary: name the folders that hold each job’s summary.json.');
    process.exit(2);
  }
  const missing: string[] = [];
  const runs: { name: string; summary: Summary }[] = [];
  for (const folder of folders) {
    const summary = readSummary(path.join(folder, 'summary.json'));
    if (summary) {
      runs.push({ name: path.basename(folder), summary });
    } else {
      missing.push(path.basename(folder));
    }
  }
  const merged = mergeSummaries(runs);
  for (const name of missing) {
    merged.lines.push(`✘ ${name}: no summary (the job stopped before it wrote one)`);
    merged.total.failed += 1;
  }
  const text = [...merged.lines, '', `time: ${merged.times.join('; ')}`, closingLine(merged.total)].join(
    '\n',
  );
  console.log(text);
  if (process.env.GITHUB_STEP_SUMMARY) {
    fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `\`\`\`\n${text}\n\`\`\`\n`);
  }
  process.exit(merged.total.failed === 0 ? 0 : 1);
}

main();
