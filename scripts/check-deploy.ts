/**
 * `npm run check:deploy -- <address> [--headers] [--wait <seconds>]` (issue 60): whether the site at
 * the address is the build in dist/. Every page answers 200 with this build's id, an unknown address
 * 404, every form posts where this build's do, /published.json states this build's id and content
 * (the editor reads it to tell the owner a save is live: decision 032), and with `--headers` (a
 * host that sends dist/_headers: Netlify, Cloudflare Pages; not GitHub Pages) each page has those
 * headers. Asks again every 10 s for up to `--wait` seconds (300), as a host takes a while to
 * publish; then exits 1 naming each difference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { isPublishedStatement, statementPath, type PublishedStatement } from '#model/published-statement';
import { htmlFileFor, pageRoutes } from '#model/route-table';
import { buildOutput } from './build/build-output';
import { parseHeadersFile, rulePathMatches } from './headers/site-headers';
import { buildIdIn } from './prerender/build-id';

const { distDir } = buildOutput();
const [site, ...flags] = process.argv.slice(2);
const flag = (name: string) => flags.indexOf(name);
const waitSeconds = flag('--wait') >= 0 ? Number(flags[flag('--wait') + 1]) : 300;

/** Each form's start tag as the browser reads where it posts: its method and address. */
const formTargets = (html: string) =>
  [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) =>
    ['method', 'action']
      .map((name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1])
      .filter(Boolean)
      .join(' '),
  );

const builtPage = (route: string) => fs.readFileSync(path.join(distDir, htmlFileFor(route)), 'utf8');
const buildId = buildIdIn(builtPage('/'));
const headerRules = parseHeadersFile(fs.readFileSync(path.join(distDir, '_headers'), 'utf8'));

/** The headers `_headers` gives a page: every rule whose path is the page's, or a splat that covers it. */
const headersFor = (route: string) =>
  headerRules
    .filter((rule) => rulePathMatches(rule.path, route))
    .flatMap((rule) => Object.entries(rule.headers));

/** The answer to a GET, or why there was none (a refused connection, a name that does not resolve). */
const get = (url: URL) =>
  fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error: Error) => ({
    status: `nothing (${String((error.cause as Error | undefined)?.message ?? error.message)})`,
  }));

/** The page's build id, if it is not this build's. */
function buildDifference(route: string, html: string): string[] {
  const liveId = buildIdIn(html);
  return liveId === buildId
    ? []
    : [`${route}: build ${liveId ?? 'without an id'}, not this build's ${buildId}`];
}

/** Where the page's forms post, if not where this build's do. */
function formDifference(route: string, html: string): string[] {
  const [liveForms, builtForms] = [html, builtPage(route)].map((page) => formTargets(page).join(', '));
  return liveForms === builtForms ? [] : [`${route}: forms post as ${liveForms}, not ${builtForms}`];
}

/** Each header of dist/_headers the page is sent without, or with another value. */
function headerDifferences(route: string, headers: Headers): string[] {
  return headersFor(route)
    .filter(([name, value]) => headers.get(name) !== value)
    .map(
      ([name]) =>
        `${route}: header ${name} ${headers.has(name) ? 'differs from' : 'missing, in'} dist/_headers`,
    );
}

/** What differs in one page: its answer, its build, its forms and, with `--headers`, its headers. */
async function pageDifferences(origin: string, route: string): Promise<string[]> {
  const response = await get(new URL(route, origin));
  if (!(response instanceof Response) || response.status !== 200) {
    return [`${route}: answered ${response.status}, not 200`];
  }
  const html = await response.text();
  return [
    ...buildDifference(route, html),
    ...formDifference(route, html),
    ...(flag('--headers') >= 0 ? headerDifferences(route, response.headers) : []),
  ];
}

/** dist/'s own statement, read once: a build without one cannot be checked against a site. */
function readBuiltStatement(): PublishedStatement {
  const statement: unknown = JSON.parse(fs.readFileSync(path.join(distDir, statementPath), 'utf8'));
  if (!isPublishedStatement(statement)) {
    throw new Error(`dist${statementPath} is not a statement of what the build holds: build again.`);
  }
  return statement;
}
const builtStatement = readBuiltStatement();

/** What the site's statement says that dist/'s does not: another build, or other content in a document. */
async function statementDifferences(origin: string): Promise<string[]> {
  // Past any cache, as the editor reads it.
  const response = await get(new URL(`${statementPath}?at=${Date.now()}`, origin));
  // A host that answers every address with a page (a fallback to index.html) sends no JSON.
  const live: unknown =
    response instanceof Response && response.ok ? await response.json().catch(() => undefined) : undefined;
  if (!(response instanceof Response) || !isPublishedStatement(live)) {
    return [`${statementPath}: answered ${response.status}, not this build's statement`];
  }
  const found: string[] = [];
  if (live.buildId !== buildId) {
    found.push(`${statementPath}: build ${live.buildId}, not this build's ${buildId}`);
  }
  for (const [file, digest] of Object.entries(builtStatement.documents)) {
    if (live.documents[file] !== digest) {
      found.push(`${statementPath}: ${file} differs from this build's`);
    }
  }
  if (flag('--headers') >= 0) {
    found.push(...headerDifferences(statementPath, response.headers));
  }
  return found;
}

/** What differs between the site at the address and dist/, page by page; empty when it is this build. */
async function differences(origin: string): Promise<string[]> {
  const found: string[] = [];
  for (const { path: route } of pageRoutes) {
    found.push(...(await pageDifferences(origin, route)));
  }
  found.push(...(await statementDifferences(origin)));
  const unknown = `/no-such-page-${buildId}`;
  const missing = await get(new URL(unknown, origin));
  if (missing.status !== 404) {
    found.push(`${unknown}: answered ${missing.status}, not 404`);
  }
  return found;
}

async function main() {
  if (!site || !buildId || Number.isNaN(waitSeconds)) {
    console.error('check:deploy: npm run check:deploy -- <address of the site>, after a build of dist/.');
    process.exit(2);
  }
  const giveUp = Date.now() + waitSeconds * 1000;
  for (;;) {
    const found = await differences(site);
    if (found.length === 0) {
      return console.log(`check:deploy: ${site} serves this build (${buildId}).`);
    }
    if (Date.now() >= giveUp) {
      console.error(`check:deploy: ${site} does not serve this build (${buildId}):\n  ${found.join('\n  ')}`);
      process.exit(1);
    }
    await pause(10_000);
  }
}

void main();
