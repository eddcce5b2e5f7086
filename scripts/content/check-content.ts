import fs from 'node:fs';
import path from 'node:path';
import type { CollectionShape } from '../../tina/schema-kit';
import { collectionFiles, editorJson, expectedFile, projectRoot, readDocument } from './content-files';
import { validateDocument } from './validate-document';

export interface FileProblem {
  /** Relative to the project: `content/pages/office-fuel.json`. */
  file: string;
  path?: string;
  message: string;
}

/** Every problem in the content files of these collections: unreadable, invalid, or not in the editor's form. */
export function checkContent(collections: readonly CollectionShape[], root = projectRoot): FileProblem[] {
  const problems: FileProblem[] = [];
  const claimedBy = new Map<string, string>();
  for (const collection of collections) {
    const files = collectionFiles(collection, root);
    const expected = expectedFile(collection);
    if (expected && !files.includes(expected)) {
      problems.push({ file: expected, message: `is missing: the "${collection.label}" document must exist.` });
    }
    for (const file of files) {
      const other = claimedBy.get(file);
      if (other) {
        problems.push({
          file,
          message: `belongs to two collections ("${other}" and "${collection.name}"): make their "match" patterns exclusive.`,
        });
      }
      claimedBy.set(file, collection.name);
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      let document: unknown;
      try {
        document = readDocument(collection, text, file);
      } catch (error) {
        problems.push({ file, message: `cannot be read: ${(error as Error).message}.` });
        continue;
      }
      const invalid = validateDocument(collection, document);
      problems.push(...invalid.map((problem) => ({ file, ...problem })));
      // The editor's exact markdown layout is not checked (see docs/decisions/002): only JSON.
      if (invalid.length === 0 && collection.format === 'json' && text !== editorJson(collection, document)) {
        problems.push({
          file,
          message:
            'is not stored the way the editor writes it (2-space JSON, keys in schema order, no newline at the end), so the next save would change unrelated lines. Run `npm run content:format`.',
        });
      }
    }
  }
  return problems;
}

/** One readable message: a line per problem, naming the file and the field. */
export function formatProblems(problems: readonly FileProblem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const lines = problems.map(
    (problem) => `  ${problem.file}${problem.path ? ` › ${problem.path}` : ''}: ${problem.message}`,
  );
  return [
    `Content check failed: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}.`,
    ...lines,
  ].join('\n');
}
