/**
 * A copy of the project's content (and, if asked, its pictures) for the tests of one file, in the
 * system's temporary folder: made before the file's tests and removed after them. A test changes
 * one file of it, reads what a check finds, and the file is restored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { checkContent, type FileProblem } from '#scripts/content/problems-in-content';
import { contentCollections } from '#tina/schema/content-collections';

export type Json = Record<string, unknown>;

/** Copies `folders` of the project before the file's tests; `root()` is the copy's folder. */
export function contentCopy(prefix: string, folders: readonly string[] = ['content']) {
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const folder of folders) {
      fs.cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return {
    root: () => root,
    /** What `check` finds while `file` (of the copy) holds `change(its text)`; the file is restored afterwards. */
    whileChanged<T>(file: string, change: (text: string) => string, check: () => T): T {
      const full = path.join(root, file);
      const original = fs.readFileSync(full, 'utf8');
      fs.writeFileSync(full, change(original));
      try {
        return check();
      } finally {
        fs.writeFileSync(full, original);
      }
    },
  };
}

/** A change to a JSON document, as a change to its text. */
export const editJson =
  <T = Json>(change: (document: T) => void) =>
  (text: string): string => {
    const document = JSON.parse(text) as T;
    change(document);
    return JSON.stringify(document, null, 2);
  };

/** The value at a path of keys in a document, to change it in place. */
export const at = (document: Json, ...keys: (string | number)[]): Json =>
  keys.reduce<Json>((value, key) => (value as Record<string | number, Json>)[key] as Json, document);

/**
 * A copy of the content and its pictures, and the content check's problems after one change to it:
 * to a JSON document (`problemsAfter`), or to a file's text (`problemsWithText`).
 */
export function contentCheckCopy(prefix: string) {
  const copy = contentCopy(prefix, ['content', 'public']);
  const problemsWithText = (file: string, change: (text: string) => string): FileProblem[] =>
    copy.whileChanged(file, change, () => checkContent(contentCollections, copy.root()));
  const problemsAfter = (file: string, change: (document: Json) => void): FileProblem[] =>
    problemsWithText(file, editJson(change));
  return { root: copy.root, problemsAfter, problemsWithText };
}

/** A change the content check must refuse at one field, with a message that matches `message`. */
export interface RefusedChange {
  kind: string;
  file: string;
  change: (document: Json) => void;
  field: string;
  message: RegExp;
}

/** The content's files the rules' tests change. */
export const contentFiles = {
  site: 'content/site/site.json',
  home: 'content/pages/home.json',
  business: 'content/site/business.json',
  seo: 'content/site/seo.json',
  menu: 'content/pages/menu.json',
};
