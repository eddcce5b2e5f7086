/**
 * Where the editor's menu opens each page's document: Tina asks the collection's `ui.router`
 * for the page to show beside the form. Every page of the site must be opened by exactly one
 * document, and no document may lead nowhere. The editor's browser tests open one document of
 * each kind from the menu (tests/e2e/editor-fields.spec.ts); this holds the rest of the map.
 */
import path from 'node:path';
import { collectionFiles } from '#scripts/content/content-files';
import { pageRoutes } from '#model/route-table';
import { contentCollections } from '#tina/schema/content-collections';

/** Each document of a page, as Tina lists it, and the page its collection's router names. */
const opened = contentCollections
  .filter((collection) => !collection.ui?.global)
  .flatMap((collection) =>
    collectionFiles(collection).map((document) => ({
      document,
      page: collection.ui?.router?.({
        document: { _sys: { filename: path.basename(document, `.${collection.format}`) } },
      }),
    })),
  );

test('every document of a page opens a page of the site in the preview', () => {
  const paths: string[] = pageRoutes.map((route) => route.path);
  expect(opened.filter(({ page }) => !page || !paths.includes(page))).toEqual([]);
});

test('every page of the site is opened by exactly one document', () => {
  expect(opened.map(({ page }) => page).sort()).toEqual(pageRoutes.map((route) => route.path).sort());
});
