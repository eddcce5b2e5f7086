import fs from 'node:fs';
import path from 'node:path';
import { stableMarkdownDelimiters, type CollectionShape } from '#tina/schema/schema-kit';
import { projectRoot } from '#scripts/build/build-output';
import { collectionFiles, editorText, expectedFile, readDocument } from './content-files';
import { fileShapeProblems, withoutWindowsMarks } from './file-shape';
import { missingPictures } from './picture-files';
import { validateDocument } from '#tina/schema/validate-document';

export interface FileProblem {
  /** Relative to the project: `content/pages/office-fuel.json`. */
  file: string;
  path?: string;
  message: string;
}

const layouts = {
  json: '2-space JSON, keys in schema order, no newline at the end',
  md: 'front matter between --- lines in schema order, quoted only where YAML needs it, one blank line, then the text ending in one line break',
};

/** The line number where two texts first differ, so the message points at it. */
function firstDifferentLine(text: string, expected: string): number {
  const lines = text.split('\n');
  const wanted = expected.split('\n');
  const index = lines.findIndex((line, i) => line !== wanted[i]);
  // No line differs: one text is longer, or only the last line break is missing; point at the last common line.
  return index === -1 ? Math.min(lines.length, wanted.length) : index + 1;
}

const sameDelimiters = (delimiters: CollectionShape['frontmatterDelimiters']) =>
  Array.isArray(delimiters) && delimiters.join('|') === stableMarkdownDelimiters.join('|');

/** A collection's own problems: Tina's default front matter delimiters, or its one document missing. */
function collectionProblems(collection: CollectionShape, files: readonly string[]): FileProblem[] {
  const problems: FileProblem[] = [];
  if (collection.format === 'md' && !sameDelimiters(collection.frontmatterDelimiters)) {
    problems.push({
      file: collection.path,
      message: `the "${collection.label}" collection (tina/schema/collections) must set \`frontmatterDelimiters: stableMarkdownDelimiters\`: with Tina's default, every save in the editor adds a blank line above the text (docs/decisions/002).`,
    });
  }
  const expected = expectedFile(collection);
  if (expected && !files.includes(expected)) {
    problems.push({
      file: expected,
      message: `is missing: the "${collection.label}" document must exist.`,
    });
  }
  return problems;
}

/** A readable and valid document, stored as `text`: whether the editor would write it so. */
function layoutProblems(
  collection: CollectionShape,
  { file, text, document }: { file: string; text: string; document: unknown },
): FileProblem[] {
  let written: string;
  try {
    written = editorText(collection, document);
  } catch (error) {
    return [
      { file, message: `cannot be written the way the editor writes it: ${(error as Error).message}.` },
    ];
  }
  if (text === written) {
    return [];
  }
  return [
    {
      file,
      message: `is not stored the way the editor writes it (${layouts[collection.format]}; first difference on line ${firstDifferentLine(text, written)}), so the next save would change unrelated lines. Run \`npm run content:format\`.`,
    },
  ];
}

/** One file's problems: its shape (size, line endings), then whether it reads, is valid, and is in the editor's form. */
function storedFileProblems(collection: CollectionShape, file: string, root: string): FileProblem[] {
  const stored = fs.readFileSync(path.join(root, file), 'utf8');
  const shape = fileShapeProblems(stored).map((message) => ({ file, message }));
  // The rest of the check reads the text as content:format will write it, so it names the real mistakes too.
  const text = withoutWindowsMarks(stored);
  let document: unknown;
  try {
    document = readDocument(collection, text, file);
  } catch (error) {
    return [...shape, { file, message: `cannot be read: ${(error as Error).message}.` }];
  }
  const invalid = [
    ...validateDocument(collection, document),
    ...missingPictures(collection.fields, document, root),
  ].map((problem) => ({ file, ...problem }));
  if (invalid.length > 0 || shape.length > 0) {
    return [...shape, ...invalid];
  }
  return layoutProblems(collection, { file, text, document });
}

/** Every problem in the content files of these collections: unreadable, invalid, or not in the editor's form. */
export function checkContent(collections: readonly CollectionShape[], root = projectRoot): FileProblem[] {
  const problems: FileProblem[] = [];
  const claimedBy = new Map<string, string>();
  for (const collection of collections) {
    const files = collectionFiles(collection, root);
    problems.push(...collectionProblems(collection, files));
    for (const file of files) {
      const other = claimedBy.get(file);
      if (other) {
        problems.push({
          file,
          message: `belongs to two collections ("${other}" and "${collection.name}"): make their "match" patterns exclusive.`,
        });
      }
      claimedBy.set(file, collection.name);
      problems.push(...storedFileProblems(collection, file, root));
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
