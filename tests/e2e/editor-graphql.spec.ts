/**
 * The owner's save, one level down: what the editor's Save button sends to
 * Tina's GraphQL server, and what that does to the file in git.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  changedLines,
  graphql,
  indexedOfficeFuel,
  officeFuelFile,
  planEdit,
  readOfficeFuel,
  restoreOfficeFuel,
} from './support/editor-content';

test('saving a change through GraphQL rewrites exactly one line of the JSON file', async () => {
  const original = readOfficeFuel();
  const edit = planEdit(original.document);
  try {
    await graphql(
      `
        mutation ($relativePath: String!, $params: DocumentUpdateMutation!) {
          updateDocument(collection: "officeFuelPage", relativePath: $relativePath, params: $params) {
            __typename
          }
        }
      `,
      { relativePath: 'office-fuel.json', params: { officeFuelPage: edit.expected } },
    );
    const saved = fs.readFileSync(officeFuelFile, 'utf8');
    // Exactly what the content check demands, so Tina and `npm run build` agree on the form.
    expect(saved).toBe(JSON.stringify(edit.expected, null, 2));
    expect(changedLines(original.text, saved)).toHaveLength(1);
    expect(changedLines(original.text, saved)[0]).toContain(edit.to);
    expect(await indexedOfficeFuel()).toEqual(edit.expected);
  } finally {
    await restoreOfficeFuel(original.text);
  }
});
