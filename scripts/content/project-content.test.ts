import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { checkContent, formatProblems } from './problems-in-content';
import { projectRoot } from '#scripts/build/build-output';
import { collectionFiles } from './content-files';

const isCollection = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'name' in value && 'path' in value && 'fields' in value;

describe('the content in content/', () => {
  it('matches the schema and is stored exactly as the editor writes it', () => {
    const problems = checkContent(contentCollections);
    expect(problems.length === 0 ? '' : formatProblems(problems)).toBe('');
  });

  it('has no file outside every collection (the editor would not show it)', () => {
    const claimed = new Set(contentCollections.flatMap((collection) => collectionFiles(collection)));
    const files = fs.globSync('content/**/*.*', { cwd: projectRoot });
    expect(files.filter((file) => !claimed.has(file))).toEqual([]);
  });

  it('is described by every collection in tina/schema/collections (none left out of the editor)', async () => {
    const listed = new Set(contentCollections);
    const dir = path.join(projectRoot, 'tina/schema/collections');
    const modules = await Promise.all(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => import(path.join(dir, file)) as Promise<Record<string, unknown>>),
    );
    const declared = modules
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is CollectionShape => isCollection(value));
    expect(declared.length).toBeGreaterThan(0);
    expect(
      declared.filter((collection) => !listed.has(collection)).map((collection) => collection.name),
    ).toEqual([]);
  });
});
