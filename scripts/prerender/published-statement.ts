/**
 * The statement a build publishes at /published.json (model/published-statement.ts): its id, when
 * it ran, and the digest of every content document it was built from, read as the content check
 * reads them, so that the editor can tell the owner when the site shows a save.
 */
import { contentDigest } from '#model/content-digest';
import type { PublishedStatement } from '#model/published-statement';
import { readableDocuments } from '#scripts/content/content-files';
import { contentCollections } from '#tina/schema/content-collections';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { stampedFieldsOf } from '#tina/schema/stamp-save-time';

/**
 * Where the developer's deploy shows its runs: SITE_DEPLOY_PAGE, or, built on GitHub Actions, the
 * repository's Deploy workflow. The editor links to it when a save does not go live.
 */
export function deployPageOf(env: NodeJS.ProcessEnv): string | undefined {
  const page =
    env.SITE_DEPLOY_PAGE ||
    (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/workflows/deploy.yml`
      : undefined);
  return page?.startsWith('https://') ? page : undefined;
}

/** The digest of every content document under `root`, by its file. */
export async function documentDigests(root: string): Promise<Record<string, string>> {
  const documents = readableDocuments(contentCollections as readonly CollectionShape[], root);
  const digests = await Promise.all(
    documents.map(({ collection, document }) => contentDigest(document, stampedFieldsOf(collection))),
  );
  return Object.fromEntries(documents.map(({ file }, index) => [file, digests[index]!]));
}

interface StatementParts {
  buildId: string;
  builtAt: Date;
  timeZone: string;
  root: string;
  env: NodeJS.ProcessEnv;
}

export async function publishedStatement(parts: StatementParts): Promise<PublishedStatement> {
  const deployPage = deployPageOf(parts.env);
  return {
    buildId: parts.buildId,
    builtAt: parts.builtAt.toISOString(),
    timeZone: parts.timeZone,
    ...(deployPage ? { deployPage } : {}),
    documents: await documentDigests(parts.root),
  };
}
