/**
 * `npm run content:diff -- [--markdown] [git-rev]`: the content changes since a revision (default HEAD, i.e.
 * unsaved-to-git edits), one line each, for reviewing a content pull request: `npm run content:diff -- main`.
 * With `--markdown`, the same lines as an escaped Markdown list for a pull request's job summary.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { projectRoot } from './build/build-output';
import { belongsTo, readDocument } from './content/content-files';
import { changesAsMarkdown } from './content/changes-as-markdown';
import { describeChanges } from './content/describe-changes';
import { documentName } from './content/document-name';

const cliArgs = process.argv.slice(2);
const markdown = cliArgs.includes('--markdown');
const rev = cliArgs.find((arg) => arg !== '--markdown') ?? 'HEAD';
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' });

function parse(collection: CollectionShape, text: string | undefined, where: string): unknown {
  if (text === undefined) {
    return undefined;
  }
  try {
    return readDocument(collection, text, where);
  } catch (error) {
    console.error(`${where} cannot be read (${(error as Error).message}); showing no field changes for it.`);
    return undefined;
  }
}

function atRevision(file: string): string | undefined {
  try {
    return git('show', `${rev}:${file}`);
  } catch {
    return undefined;
  }
}

function inWorkingTree(file: string): string | undefined {
  const full = path.join(projectRoot, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
}

git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
const tracked = git('diff', '--name-only', rev, '--', 'content');
const untracked = git('ls-files', '--others', '--exclude-standard', '--', 'content');
const changed = new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean));

const lines: string[] = [];
for (const file of [...changed].sort()) {
  const collection = contentCollections.find((candidate) => belongsTo(candidate, file));
  const before = atRevision(file);
  const after = inWorkingTree(file);
  if (!collection) {
    lines.push(`${file}: changed (no collection describes this file)`);
    continue;
  }
  const name = documentName(collection, file);
  if (before === undefined) {
    lines.push(`${name}: new file ${file}`);
  } else if (after === undefined) {
    lines.push(`${name}: deleted file ${file}`);
  } else {
    const described = describeChanges({
      fields: collection.fields,
      before: parse(collection, before, `${file} at ${rev}`),
      after: parse(collection, after, file),
      trail: [name],
    });
    lines.push(...(described.length > 0 ? described : [`${name}: only the layout of ${file} changed`]));
  }
}

if (markdown) {
  process.stdout.write(changesAsMarkdown(lines, rev));
} else {
  console.log(lines.length > 0 ? lines.join('\n') : `No content changes since ${rev}.`);
}
