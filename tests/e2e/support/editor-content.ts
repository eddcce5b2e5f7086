/**
 * The Office Fuel document that the editor tests change, and how to put it back.
 * The owner's story is "Breakfast Fuel goes from $10 to $12".
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect } from '@playwright/test';
import { graphqlUrl, siteUrl } from './editor-server';
import { officeFuelPageCollection } from '#tina/schema/collections/office-fuel';
import { documentQuery } from '#tina/schema/document-query';

export const officeFuelFile = path.join(projectRoot, 'content/pages/office-fuel.json');

interface Tier {
  name: string;
  price: number;
}
type OfficeFuelDocument = { heading: string; tiers?: Tier[] } & Record<string, unknown>;

export interface PlannedEdit {
  /** What the owner changes, in words. */
  what: string;
  /** Tina's form path of the field, e.g. `tiers.1.price`. */
  formPath: string;
  /** Label of the list item to open in the editor first, if the field is in one. */
  listItem?: string;
  from: string;
  to: string;
  /** The document as it must be saved. */
  expected: OfficeFuelDocument;
  /** Text the page shows once the new value is in. */
  shownText: string;
}

export function readOfficeFuel(): { text: string; document: OfficeFuelDocument } {
  const text = fs.readFileSync(officeFuelFile, 'utf8');
  return { text, document: JSON.parse(text) as OfficeFuelDocument };
}

export function planEdit(document: OfficeFuelDocument): PlannedEdit {
  const index = document.tiers?.findIndex((tier) => tier.name === 'Breakfast Fuel') ?? -1;
  const tier = document.tiers?.[index];
  if (!document.tiers || !tier) {
    throw new Error(`${officeFuelFile} has no "Breakfast Fuel" tier to edit.`);
  }
  const tiers = document.tiers.map((item, i) => (i === index ? { ...item, price: 12 } : item));
  return {
    what: 'Breakfast Fuel price',
    formPath: `tiers.${index}.price`,
    listItem: 'Breakfast Fuel',
    from: String(tier.price),
    to: '12',
    expected: { ...document, tiers },
    shownText: '$12',
  };
}

/** Lines that differ between two versions of a file with the same number of lines. */
export function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now.length, 'the save added or removed lines').toBe(old.length);
  return now.filter((line, index) => line !== old[index]);
}

export async function graphql<T>(query: string, variables: object): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, 'GraphQL errors').toBeUndefined();
  return body.data as T;
}

const withoutNulls = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, child: unknown) => (child === null ? undefined : child)));

type IndexedCollection = Parameters<typeof documentQuery>[0];

/** A document as Tina's GraphQL server has it indexed now. */
async function indexedDocument(collection: IndexedCollection, relativePath: string): Promise<unknown> {
  const data = await graphql<Record<string, unknown>>(documentQuery(collection), { relativePath });
  return withoutNulls(data[collection.name]);
}

/** The Office Fuel document as Tina's GraphQL server has it indexed now. */
export function indexedOfficeFuel(): Promise<unknown> {
  return indexedDocument(officeFuelPageCollection, 'office-fuel.json');
}

/**
 * Waits until the development server has rebuilt from the files as they are now. `/__rebuild`
 * (webpack.config.ts) starts a build, after the current one if one is running, and the server
 * holds back every request until a build that nothing changed under has ended: the next request
 * returns then. Without it, a build that noticed the written-back file late (on a busy machine)
 * would reload the next test's preview under it.
 */
async function rebuiltFromFilesNow(): Promise<void> {
  const rebuild = await fetch(`${siteUrl}/__rebuild`);
  expect(rebuild.ok, 'the development server starts a build at /__rebuild').toBe(true);
  await fetch(`${siteUrl}/admin/index.html`);
}

/**
 * Replaces the file in one step. Tina's watcher re-reads a file when it changes;
 * a plain write truncates first, and a read at that moment indexes an empty document.
 */
function replaceFile(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Writes a content file's original text back, then waits until Tina's index has it again
 * (`indexed` says whether it does) and the development server has rebuilt with it, so the next
 * test starts clean: its preview is not reloaded under it.
 */
export async function restoreFile(
  file: string,
  text: string,
  indexed: () => Promise<boolean>,
): Promise<void> {
  replaceFile(file, text);
  await expect
    .poll(
      async () => {
        const isIndexed = await indexed().catch(() => false);
        // Should the watcher still have missed it, touching the file again makes it look once more.
        if (!isIndexed) {
          replaceFile(file, text);
        }
        return isIndexed;
      },
      {
        message: `Tina's index has ${path.basename(file)} as written back`,
        intervals: [500, 1_000, 2_000, 4_000],
      },
    )
    .toBe(true);
  await rebuiltFromFilesNow();
}

/** Writes a JSON document's original text back: restoreFile. */
export function restoreDocument(collection: IndexedCollection, file: string, text: string): Promise<void> {
  const original = JSON.stringify(JSON.parse(text));
  return restoreFile(
    file,
    text,
    async () => JSON.stringify(await indexedDocument(collection, path.basename(file))) === original,
  );
}

export function restoreOfficeFuel(text: string): Promise<void> {
  return restoreDocument(officeFuelPageCollection, officeFuelFile, text);
}
