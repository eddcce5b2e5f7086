import { addStep, addSuite, closingLine, emptySummary, mergeSummaries } from './results';

describe('the summary of a run', () => {
  test('a step counts one test, a suite each of its tests', () => {
    const summary = emptySummary();
    addStep(summary, 'lint (eslint)', true);
    addStep(summary, 'build (npm run build)', false);
    addSuite(summary, { name: 'unit tests (jest)', ok: true, counts: { passed: 5, failed: 0, skipped: 1 } });
    expect(summary.lines).toEqual([
      '✔ lint (eslint)',
      '✘ build (npm run build)',
      '✔ unit tests (jest): 5 passed, 0 failed, 1 skipped',
    ]);
    expect(closingLine(summary.total)).toBe('6 passed, 1 failed, 1 skipped');
  });

  test('a suite that failed without a report, or with none of its tests failed, counts as one failure', () => {
    const summary = emptySummary();
    addSuite(summary, { name: 'end-to-end tests (playwright)', ok: false });
    addSuite(summary, { name: 'editor', ok: false, counts: { passed: 3, failed: 0, skipped: 0 } });
    expect(closingLine(summary.total)).toBe('3 passed, 2 failed');
    expect(summary.lines[1]).toBe('✘ editor: 3 passed, 1 failed, 0 skipped');
  });

  test("CI's jobs merge into one closing line, each job's lines under its name", () => {
    const quick = emptySummary();
    addStep(quick, 'lint (eslint)', true);
    quick.times.push('static checks 20 s');
    const editor = emptySummary();
    addSuite(editor, {
      name: 'visual editor tests',
      ok: false,
      counts: { passed: 30, failed: 1, skipped: 6 },
    });
    const merged = mergeSummaries([
      { name: 'quick-node-22', summary: quick },
      { name: 'editor', summary: editor },
    ]);
    expect(merged.lines).toEqual([
      'quick-node-22:',
      '  ✔ lint (eslint)',
      'editor:',
      '  ✘ visual editor tests: 30 passed, 1 failed, 6 skipped',
    ]);
    expect(closingLine(merged.total)).toBe('31 passed, 1 failed, 6 skipped');
  });
});
