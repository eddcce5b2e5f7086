/**
 * The owner's save of a legal page, one level down: what the editor's Save
 * button sends to Tina's GraphQL server for a markdown document, and what that
 * does to the file. Saving unchanged must leave every byte as it was (with
 * Tina's default front matter delimiters each save added a blank line), and
 * changing one sentence must change only that line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect, test } from '@playwright/test';
import { checkContent } from '#scripts/content/problems-in-content';
import { editorText } from '#scripts/content/content-files';
import { readMarkdown } from '#scripts/content/editor-file-format';
import { legalPageCollection } from '#tina/schema/collections/legal';
import { changedLines, graphql, restoreFile } from './support/editor-content';

const relativePath = 'privacy.md';
const file = path.join(projectRoot, 'content/legal', relativePath);

interface LegalPage {
  title: string;
  body: string;
}

async function indexed(): Promise<LegalPage> {
  const data = await graphql<{ legalPage: LegalPage }>(
    'query ($relativePath: String!) { legalPage(relativePath: $relativePath) { title body } }',
    { relativePath },
  );
  return data.legalPage;
}

async function save(legalPage: LegalPage): Promise<void> {
  await graphql(
    `
      mutation ($relativePath: String!, $params: DocumentUpdateMutation!) {
        updateDocument(collection: "legalPage", relativePath: $relativePath, params: $params) {
          __typename
        }
      }
    `,
    { relativePath, params: { legalPage } },
  );
}

/** What the build reads from the file: the same shape Tina's server answers with. */
function readFile(): { text: string; page: LegalPage } {
  const text = fs.readFileSync(file, 'utf8');
  const { data, body } = readMarkdown(legalPageCollection, text, file);
  return { text, page: { title: data.title ?? '', body } };
}

/** Writes the original back, and waits until Tina's index and the development server have it. */
function restore(original: { text: string; page: LegalPage }): Promise<void> {
  return restoreFile(
    file,
    original.text,
    async () => JSON.stringify(await indexed()) === JSON.stringify(original.page),
  );
}

test('saving a legal page unchanged leaves the markdown file byte for byte as it was', async () => {
  const original = readFile();
  try {
    const page = await indexed();
    // Tina reads the text the build reads: the body without the blank line after the front matter.
    expect(page).toEqual(original.page);
    for (let saves = 1; saves <= 3; saves += 1) {
      await save(page);
      expect(fs.readFileSync(file, 'utf8'), `the file after ${saves} unchanged saves`).toBe(original.text);
    }
    expect(await indexed()).toEqual(original.page);
  } finally {
    await restore(original);
  }
});

test('changing one sentence of a legal page changes only that line', async () => {
  const original = readFile();
  try {
    const page = await indexed();
    const lines = page.body.split('\n');
    // The first paragraph of plain prose: not a heading, a list item or an emphasised line.
    const index = lines.findIndex((line) => /^[A-Z]/.test(line));
    expect(index, 'a line of prose to edit').toBeGreaterThanOrEqual(0);
    const changed = `${lines[index]} We answer every question in person at the bar.`;
    const edited = { ...page, body: lines.with(index, changed).join('\n') };

    await save(edited);
    const saved = fs.readFileSync(file, 'utf8');
    // Exactly what the content check demands, so Tina and `npm run build` agree on the form.
    expect(saved).toBe(editorText(legalPageCollection, edited));
    expect(changedLines(original.text, saved)).toEqual([changed]);
    expect(checkContent([legalPageCollection])).toEqual([]);
    expect(await indexed()).toEqual(edited);
  } finally {
    await restore(original);
  }
});
