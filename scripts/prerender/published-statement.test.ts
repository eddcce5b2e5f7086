/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentDigest } from '#model/content-digest';
import { projectRoot } from '#scripts/build/build-output';
import { readDocument } from '#scripts/content/content-files';
import { contentCopy, editJson, type Json } from '#tests/unit-support/content-copy';
import { menuPageCollection } from '#tina/schema/collections/menu';
import { stampedFieldsOf } from '#tina/schema/stamp-save-time';
import { deployPageOf, documentDigests, publishedStatement } from './published-statement';

const copy = contentCopy('published-statement-');
const officeFuel = 'content/pages/office-fuel.json';
const raisePrice = editJson<{ tiers: Json[] }>((document) => (document.tiers[1]!.price = 12.5));

describe('what a build says it holds (/published.json)', () => {
  test('two builds that differ in one price differ in that document’s digest only', async () => {
    const shipped = await documentDigests(copy.root());
    const changed = await copy.whileChanged(officeFuel, raisePrice, () => documentDigests(copy.root()));
    const differing = Object.keys(shipped).filter((file) => shipped[file] !== changed[file]);
    expect(differing).toEqual([officeFuel]);
    expect(Object.keys(changed).sort()).toEqual(Object.keys(shipped).sort());
    expect(Object.keys(shipped)).toEqual(
      expect.arrayContaining(['content/pages/menu.json', 'content/legal/privacy.md']),
    );
  });

  test('each statement carries its build’s id and time, the bar’s time zone, and every document', async () => {
    const statement = await publishedStatement({
      buildId: '0123456789abcdef',
      builtAt: new Date('2026-12-06T10:40:00Z'),
      timeZone: 'America/New_York',
      root: copy.root(),
      env: {},
    });
    expect(statement).toMatchObject({
      buildId: '0123456789abcdef',
      builtAt: '2026-12-06T10:40:00.000Z',
      timeZone: 'America/New_York',
    });
    expect(statement).not.toHaveProperty('deployPage');
    expect(Object.keys(statement.documents)).toHaveLength(
      Object.keys(await documentDigests(projectRoot)).length,
    );
  });

  test('the editor’s digest of a saved file is the build’s: the same values, its “checked on” stamp left out', async () => {
    const file = 'content/pages/menu.json';
    const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
    // What the editor reads back after a save: the document's values as stored, whatever their order,
    // with the keys Tina's GraphQL adds to them.
    const values = readDocument(menuPageCollection, text, file) as Json;
    const asTheEditorReadsThem = {
      _collection: 'menuPage',
      _template: 'menuPage',
      ...Object.fromEntries(Object.entries(values).reverse()),
    };
    const restamped = { ...asTheEditorReadsThem, checkedOn: '2030-01-01T00:00:00.000Z' };
    expect(await contentDigest(restamped, stampedFieldsOf(menuPageCollection))).toBe(
      (await documentDigests(projectRoot))[file],
    );
  });

  test('links the deploy’s page it is given, or a GitHub build’s workflow, and nothing that is not https', () => {
    expect(deployPageOf({ SITE_DEPLOY_PAGE: 'https://app.netlify.com/sites/vicolo/deploys' })).toBe(
      'https://app.netlify.com/sites/vicolo/deploys',
    );
    expect(deployPageOf({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'vicolo/site' })).toBe(
      'https://github.com/vicolo/site/actions/workflows/deploy.yml',
    );
    expect(deployPageOf({ SITE_DEPLOY_PAGE: 'javascript:alert(1)' })).toBeUndefined();
    expect(deployPageOf({})).toBeUndefined();
  });
});
