/**
 * Each save the owner makes, caught where the editor sends it: Tina saves a document with the
 * GraphQL mutation `updateDocument` through its client's `request` (its own save, in
 * @tinacms/app's graphql-reducer, and any other). The save goes on as it would; once it has
 * succeeded, the document as stored is read back and its digest recorded (save-watch.ts). A save
 * that failed is not recorded: Tina says so itself. tests/e2e/editor-publishing.spec.ts fails if a
 * Tina upgrade saves another way.
 */
import { barMoment } from '#model/bar-calendar';
import { contentDigest } from '#model/content-digest';
import { contentCollections } from '#tina/schema/content-collections';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { stampedFieldsOf } from '#tina/schema/stamp-save-time';
import { readStatement, saveWatch } from './save-watch';
import type { Save } from './saves';
import { showsFrom } from './shows-from';

type Request = (query: unknown, options: { variables?: Record<string, unknown> }) => Promise<unknown>;

export interface TinaClient {
  request: Request;
  isLocalMode?: boolean;
}

interface Form {
  id: string;
  finalForm: { getState(): { initialValues?: unknown } };
}

export interface SavingCms {
  api: { tina?: TinaClient };
  state: { forms: { tinaForm: Form }[] };
}

/** Set in the browser by the editor tests: this editor, run locally, watches its saves as the live site's does. */
export const asHostedKey = 'vicolo-editor-publishing';

const documentValues = `query DocumentValues($collection: String!, $relativePath: String!) {
  document(collection: $collection, relativePath: $relativePath) { ... on Document { _values } }
}`;

interface SavedDocument {
  collection: CollectionShape;
  relativePath: string;
  file: string;
}

/** The document a request saves, if it is a save of one of the site's documents. */
function savedDocument(
  query: unknown,
  variables: Record<string, unknown> | undefined,
): SavedDocument | undefined {
  if (typeof query !== 'string' || !/\bupdateDocument\s*\(/.test(query)) {
    return undefined;
  }
  const collection = (contentCollections as readonly CollectionShape[]).find(
    ({ name }) => name === variables?.collection,
  );
  const relativePath = variables?.relativePath;
  return collection && typeof relativePath === 'string'
    ? { collection, relativePath, file: `${collection.path}/${relativePath}` }
    : undefined;
}

interface SaveContext {
  request: Request;
  cms: SavingCms;
  publishes: boolean;
}

/** The save as recorded: the document read back as stored, its digest, and when it first shows. */
async function recordSave(saved: SavedDocument, before: unknown, context: SaveContext): Promise<Save> {
  const { collection, relativePath, file } = saved;
  const savedAt = Date.now();
  const [read, statement] = await Promise.all([
    context.request(documentValues, { variables: { collection: collection.name, relativePath } }),
    context.publishes ? readStatement() : undefined,
  ]);
  const after = (read as { document?: { _values?: unknown } }).document?._values;
  const timeZone = statement?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const later = showsFrom({ file, before, after, today: barMoment(new Date(savedAt), timeZone).day });
  return {
    file,
    title: collection.label,
    digest: await contentDigest(after, stampedFieldsOf(collection)),
    savedAt,
    ...(statement ? { buildAtSave: statement.buildId } : {}),
    ...(later ? { showsFrom: later } : {}),
    state: context.publishes ? 'waiting' : 'local',
  };
}

/** For `cmsCallback`: catches every save of the editor, and starts watching the saves kept in the browser. */
export function catchSaves<CMS extends SavingCms>(cms: CMS): CMS {
  const client = cms.api.tina;
  if (!client) {
    return cms;
  }
  const publishes = !client.isLocalMode || localStorage.getItem(asHostedKey) === 'as-hosted';
  const request: Request = client.request.bind(client);
  client.request = async (query, options) => {
    const saved = savedDocument(query, options?.variables);
    const before = saved && cms.state.forms.find(({ tinaForm }) => tinaForm.id === saved.file)?.tinaForm;
    const initialValues = before?.finalForm.getState().initialValues;
    const result = await request(query, options);
    if (saved) {
      recordSave(saved, initialValues, { request, cms, publishes }).then(
        (save) => saveWatch.record(save),
        (error: unknown) => console.error('The editor could not follow this save to the site:', error),
      );
    }
    return result;
  };
  saveWatch.start();
  return cms;
}
