// Lints pieces of code as if they were files of the project, with the project's ESLint
// config, and prints the rules each broke as JSON. For import-zones.test.ts, which runs
// it in its own Node process: ESLint loads its ES-module config, which Jest cannot.
// Usage: node tests/unit-support/lint-as-if.mjs '[{"file":"tina/x.ts","code":"import …"}]'
import process from 'node:process';
import { ESLint } from 'eslint';

const probes = JSON.parse(process.argv[2] ?? '[]');
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push({
    file,
    broken: (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
