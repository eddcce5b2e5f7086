/**
 * Where the editor's menu opens each page's document: Tina asks the collection's `ui.router`
 * for the page to show beside the form. Every page of the site must be opened by exactly one
 * document, and no document may lead nowhere. The editor's browser tests open one document of
 * each kind from the menu (tests/e2e/editor-fields.spec.ts); this holds the rest of the map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageRoutes } from '../../site/route-table';
import { contentCollections } from '../content-collections';

const projectRoot = path.resolve(__dirname, '../..');

/** The documents of a collection, by file name without its extension, as Tina lists them. */
function documentsOf(collectionPath: string, format: string): string[] {
  const extension = `.${format}`;
  return fs
    .readdirSync(path.join(projectRoot, collectionPath))
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length));
}

const opened = contentCollections
  .filter((collection) => !collection.ui?.global)
  .flatMap((collection) =>
    documentsOf(collection.path, collection.format)
      .filter((file) => !collection.match?.include || collection.match.include === file)
      .map((file) => ({
        document: `${collection.path}/${file}.${collection.format}`,
        page: collection.ui?.router?.({ document: { _sys: { filename: file } } }),
      })),
  );

test('every document of a page opens a page of the site in the preview', () => {
  const paths: string[] = pageRoutes.map((route) => route.path);
  expect(opened.filter(({ page }) => !page || !paths.includes(page))).toEqual([]);
});

test('every page of the site is opened by exactly one document', () => {
  expect(opened.map(({ page }) => page).sort()).toEqual(pageRoutes.map((route) => route.path).sort());
});
