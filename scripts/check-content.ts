/**
 * `npm run content:check` (also the first step of `npm run build`): checks every
 * file in content/ against the Tina schema and stops with one readable message
 * naming each file, field and what was expected.
 */
import path from 'node:path';
import { contentCollections } from '../tina/content-collections';
import { checkContent, formatProblems } from './content/check-content';
import { projectRoot } from './content/content-files';

// `--root <dir>` checks another copy of the project's content (the tests use it).
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : projectRoot;

const problems = checkContent(contentCollections, root);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`content: every file matches the schema (${contentCollections.length} collections).`);
