/**
 * `npm run content:format`: rewrites content files exactly as the visual editor
 * would save them (JSON: 2-space, keys in schema order, no final newline;
 * markdown: written by Tina's own `stringifyFile`, see scripts/content/editor-file-format.ts),
 * so a hand edit does not make the owner's next save touch unrelated lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { projectRoot } from './build/build-output';
import { collectionFiles, editorText, readDocument } from './content/content-files';
import { withoutWindowsMarks } from './content/file-shape';

// `--root <dir>` formats another copy of the project's content (the tests use it).
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : projectRoot;

let rewritten = 0;
for (const collection of contentCollections) {
  for (const file of collectionFiles(collection, root)) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, 'utf8');
    let formatted: string;
    try {
      // A byte-order mark or CR LF line endings from a Windows editor go; the editor writes neither.
      formatted = editorText(collection, readDocument(collection, withoutWindowsMarks(text), file));
    } catch (error) {
      console.error(`${file}: left as it is, it cannot be read or written (${(error as Error).message}).`);
      process.exitCode = 1;
      continue;
    }
    if (formatted !== text) {
      fs.writeFileSync(full, formatted);
      console.log(`rewrote ${file}`);
      rewritten += 1;
    }
  }
}
console.log(`content:format: ${rewritten} ${rewritten === 1 ? 'file' : 'files'} rewritten.`);
