/**
 * `npm run size:code`: the lines of code in each room of the project, counted by cloc (blank lines
 * and comments apart), with the share in tests. A trend to watch from one release to the next, not a
 * limit: the code is kept simple by the linter's rules (docs/decisions/026-the-shape-of-the-code.md),
 * not by a count. docs/measurements/code-size.md keeps the readings.
 */
import { execFileSync } from 'node:child_process';
import { markdownTable } from 'markdown-table';
import { projectRoot } from '#scripts/build/build-output';

/** Each room of the project, as the README's "Folder layout" draws them. */
const rooms: { name: string; paths: string[] }[] = [
  { name: 'model/ (shared model)', paths: ['model'] },
  { name: 'tina/schema/ (content schema and rules)', paths: ['tina/schema'] },
  { name: 'tina/editor/ (the editor’s own screens)', paths: ['tina/editor', 'tina/config.ts'] },
  { name: 'src/ (the site)', paths: ['src'] },
  { name: 'scripts/ (build, checks, commands)', paths: ['scripts'] },
  { name: 'tests/ (browser tests, test support)', paths: ['tests'] },
  { name: 'configs (root)', paths: ['webpack.config.ts', 'jest.config.ts', 'playwright.config.ts'] },
];

const testFile = String.raw`\.(test|spec)\.tsx?$`;
/** What counts: source and stylesheets, not content, data or prose. */
const languages = 'TypeScript,JavaScript,SCSS,CSS';

interface Counts {
  files: number;
  code: number;
  comment: number;
}

/** cloc's sum over the files git tracks under `paths`, with its own filter arguments. */
function cloc(paths: string[], filter: string[]): Counts {
  const output = execFileSync(
    'npx',
    ['cloc', '--vcs=git', '--json', '--quiet', `--include-lang=${languages}`, ...filter, ...paths],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  const sum = (JSON.parse(output || '{}') as { SUM?: { nFiles: number; code: number; comment: number } }).SUM;
  return { files: sum?.nFiles ?? 0, code: sum?.code ?? 0, comment: sum?.comment ?? 0 };
}

function main() {
  const rows = rooms.map(({ name, paths }) => {
    const all = cloc(paths, []);
    const tests = paths[0] === 'tests' ? all : cloc(paths, [`--match-f=${testFile}`]);
    return [name, all.files, all.code - tests.code, tests.code, all.comment].map(String);
  });
  const total = rows.reduce(
    (sums, row) => sums.map((sum, index) => (index === 0 ? sum : String(Number(sum) + Number(row[index])))),
    ['all', '0', '0', '0', '0'],
  );
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  console.log(
    `Lines of code by room at ${commit.trim()}, ${new Date().toISOString().slice(0, 10)} (cloc):\n`,
  );
  console.log(
    markdownTable([['room', 'files', 'code', 'tests', 'comments'], ...rows, total], {
      align: ['l', 'r', 'r', 'r', 'r'],
    }),
  );
}

main();
