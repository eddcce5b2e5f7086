/**
 * `npm run content:format`: rewrites content files exactly as the visual editor
 * would save them (2-space JSON, keys in schema order, no final newline), so a
 * hand edit does not make the owner's next save touch unrelated lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '../tina/content-collections';
import { collectionFiles, editorJson, projectRoot } from './content/content-files';

let rewritten = 0;
for (const collection of contentCollections) {
  // Markdown documents are left as written: the editor's markdown layout is not reproduced here.
  if (collection.format !== 'json') continue;
  for (const file of collectionFiles(collection)) {
    const full = path.join(projectRoot, file);
    const text = fs.readFileSync(full, 'utf8');
    let formatted: string;
    try {
      formatted = editorJson(collection, JSON.parse(text));
    } catch (error) {
      console.error(`${file}: not valid JSON, left as it is (${(error as Error).message}).`);
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
