/**
 * What a build of the site says it holds, published beside its pages at `statementPath`: the build's
 * id (the one its pages carry in `<meta name="build-id">`), when it was built, the bar's time zone,
 * and, for each content document, the digest of its values (content-digest.ts). The editor reads it
 * to tell the owner whether a save is live (docs/decisions/032-is-my-save-live.md).
 */
export const statementPath = '/published.json';

export interface PublishedStatement {
  buildId: string;
  /** When the build ran, ISO 8601 (UTC). A save made after it cannot be in it. */
  builtAt: string;
  /** The bar's time zone, whose calendar the site's dated content follows. */
  timeZone: string;
  /** Where the owner's developer set the deploy's page to be (an https address), if anywhere. */
  deployPage?: string;
  /** Each content document by its file (`content/pages/menu.json`), and its digest. */
  documents: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An address the editor may link to: the site's developer names it, the owner follows it. */
const isDeployPage = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.startsWith('https://'));

/** Whether a value read from the site is a statement (the editor reads what the network gives it). */
export function isPublishedStatement(value: unknown): value is PublishedStatement {
  if (!isRecord(value)) {
    return false;
  }
  const { buildId, builtAt, timeZone, documents, deployPage } = value;
  const isDigests =
    isRecord(documents) && Object.values(documents).every((digest) => typeof digest === 'string');
  return (
    typeof buildId === 'string' &&
    typeof builtAt === 'string' &&
    !Number.isNaN(Date.parse(builtAt)) &&
    typeof timeZone === 'string' &&
    isDeployPage(deployPage) &&
    isDigests
  );
}
