/**
 * The site built with what an owner sets up beyond the committed content, for the specs that
 * need it: one throw-away copy per variant and test run, built once and shared by every spec
 * (a build takes a minute or more on a busy machine), kept for a worker that restarts after a
 * failure. Four variants:
 * - `owner`: the forms deliver to the local receiver of `npm run inbox` (issue 20), a notice and a
 *   closed date, and camera photos on the five slides and the Catering hero (issue 12); built as
 *   of a day inside the notice's days. form-delivery, site-notice and picture-budgets use it.
 * - `extreme`: content at the edges of what the editor accepts (extreme-content.ts); `drawn`:
 *   fast-check's draw between the shipped content and those edges, from a fixed seed or
 *   CONTENT_SEED's, with markup added to every free-text field that accepts it, as a careless or
 *   hostile editor could write it (hostile-content.ts). content-extremes uses both, and
 *   content-injection the drawn one: markup is content the editor accepts, and one copy fewer is
 *   a whole build less (issue 72).
 * - `hosted`: `npm run build:hosted`, offline with a dummy TinaCloud id (hosted-build.ts), its forms
 *   a demo (a build that publishes refuses forms that only pretend);
 *   hosted-build uses it.
 * What a build dated after the notice's days leaves out, and the forms' marks for Netlify Forms,
 * come from the same render in Jest (src/layout/site-notice-by-day.test.tsx,
 * src/components/request-form/request-form-delivery.test.tsx): a copy built for them cost a
 * whole build of the suite's time (decision 021, thirteenth pass).
 * The first worker that asks for a copy builds it. `npm test` builds them ahead, beside its unit
 * tests and build (scripts/site-copies/prebuild-copies.ts), in the folder it names in SITE_COPIES_DIR; a
 * worker then finds each copy built, or waits for the one being built.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { startInbox, type Inbox } from '#scripts/inbox/receiver';
import { cameraPhotos, writeCameraPhotos } from './photo-copy';
import { copyProject, runScript } from '#scripts/tooling/project-copy';
import { hostedBuildEnv } from './hosted-build';
import { writeHostileContent, type HostileFields } from './hostile-content';
import { writeExtremeContent } from './extreme-content';
import { stillBuildDay } from '#scripts/tooling/still-page';
import { ownerClosedDate, ownerNotice } from './owner-notice';
import { testPorts } from '#scripts/test-runner/ports';
import { keepCopy, keptCopyFolder, restoreKeptCopy } from './copies-cache';
import { barTimeZone, buildDay } from '#scripts/build/build-day';
import { projectRoot } from '#scripts/build/build-output';

const { preview: previewPort, ownerInbox: inboxPort } = testPorts();
/** The receiver's port, built into the copy's forms and policy. */
export const inboxAddress = `http://127.0.0.1:${inboxPort}/`;

export type Variant = 'owner' | 'hosted' | 'extreme' | 'drawn';

/**
 * Every copy, in the order the specs that use them come in the suite: what prebuild-copies.ts
 * builds when none is named (`npm test` names them, the longest apart).
 */
export const variants: readonly Variant[] = ['owner', 'extreme', 'drawn', 'hosted'];

/**
 * How long a spec's hook waits for its copy: a whole build, or another worker's, on a machine busy
 * with the rest of the suite (and, in `npm test`, the editor suite). The one limit of its kind.
 */
export const copyBuildTimeoutMs = 600_000;

/** The seed of the `drawn` copy's content: CONTENT_SEED to replay a run, or the suite's own. */
export const contentSeed = Number(process.env.CONTENT_SEED || 59);

/** The day the `owner` copy is built as of: inside the notice's days. */
const ownerBuildDay = '2026-11-30';

/** The owner's notice, shown from 28 November to 1 December, and 1 December closed. */
export const noticeText = ownerNotice.text;
export const closedDateNote = ownerClosedDate.note;

/** The camera photos of the `owner` copy: five slides, the first also the Catering hero. */
export const ownerPhotos = cameraPhotos({ slides: 5, cateringHero: true });

/**
 * Where the copies of one run live: the folder `npm test` names, or one shared by the workers of
 * one Playwright run (they are children of the same runner).
 */
const runDir =
  process.env.SITE_COPIES_DIR ?? path.join(os.tmpdir(), `site-variants-${previewPort}-${process.ppid}`);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Copies of earlier runs whose runner has ended. */
function removeStaleRuns() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const match = new RegExp(`^site-variants-${previewPort}-(\\d+)$`).exec(name);
    if (match && !isAlive(Number(match[1]))) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * Holds `name` across the processes of one run (the suite's workers, npm test's prebuild), so one
 * builds a copy while the others wait: proper-lockfile, whose lock goes stale if its holder dies.
 * A build takes a minute or two on a busy machine: the others wait up to 15 minutes.
 */
function lock(name: string): Promise<() => Promise<void>> {
  fs.mkdirSync(runDir, { recursive: true });
  return lockfile.lock(path.join(runDir, name), {
    realpath: false,
    // Refreshed every minute while held: a builder waiting on its child process is never that late.
    stale: 120_000,
    retries: { retries: 900, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
  });
}

/** Changes one JSON document of the copy, written as the editor writes it (the build's content check insists). */
function editJson(root: string, file: string, change: (document: Record<string, unknown>) => void) {
  const full = path.join(root, file);
  const document = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
  change(document);
  fs.writeFileSync(full, JSON.stringify(document, null, 2));
}

function writeNotice(root: string) {
  editJson(root, 'content/site/site.json', (site) => {
    site.notice = ownerNotice;
  });
  editJson(root, 'content/site/business.json', (business) => {
    business.specialHours = [ownerClosedDate];
  });
}

/** Where the copy's forms send: `endpoint` with the requests' address, or `demo` with none. */
function writeDelivery(root: string, method: 'endpoint' | 'demo', endpoint = '') {
  editJson(root, 'content/site/site.json', (site) => {
    (site.forms as { delivery: Record<string, string> }).delivery = {
      method,
      endpoint,
      newsletterEndpoint: '',
    };
  });
}

/** Where the `drawn` copy keeps which fields took the markup (read by content-injection.spec.ts). */
const hostileFieldsFile = 'hostile-fields.json';

export function hostileFieldsOf(root: string): HostileFields {
  return JSON.parse(fs.readFileSync(path.join(root, hostileFieldsFile), 'utf8')) as HostileFields;
}

/** A copy of the project with the variant's content, not built yet. */
async function prepareCopy(variant: Variant): Promise<string> {
  // In the run's folder, which goes with the run, even when its build fails.
  const copy = copyProject(`${variant}-building`, runDir);
  if (variant === 'owner') {
    writeDelivery(copy, 'endpoint', inboxAddress);
    writeNotice(copy);
    await writeCameraPhotos(copy, ownerPhotos);
  }
  // A build that publishes refuses forms that only pretend (scripts/content/live-delivery.ts): the
  // hosted copy is a demo, chosen on purpose, whose forms say so.
  if (variant === 'hosted') {
    writeDelivery(copy, 'demo');
  }
  if (variant === 'extreme') {
    writeExtremeContent(copy);
  }
  if (variant === 'drawn') {
    writeExtremeContent(copy, contentSeed);
    fs.writeFileSync(path.join(copy, hostileFieldsFile), JSON.stringify(writeHostileContent(copy)));
  }
  return copy;
}

/** The day each copy is built as of; the extreme notice's days are the suite's fixed day (extreme-content.ts). */
function buildDayOf(variant: Variant): string {
  const days: Record<Variant, string> = {
    owner: ownerBuildDay,
    extreme: stillBuildDay,
    drawn: stillBuildDay,
    // As the hosted build dates itself: SITE_BUILD_DAY, or the bar's today.
    hosted: buildDay(barTimeZone(projectRoot)),
  };
  return days[variant];
}

function buildCopy(copy: string, variant: Variant): Promise<void> {
  if (variant === 'hosted') {
    return runScript(copy, 'scripts/build-hosted.ts', hostedBuildEnv());
  }
  return runScript(copy, 'scripts/build.ts', { ...process.env, SITE_BUILD_DAY: buildDayOf(variant) });
}

/** What a copy is built with beyond the project's files: the key of a kept copy (copies-cache.ts). */
function settingsOf(variant: Variant): Record<string, string | number> {
  const settings: Record<string, string | number> = { day: buildDayOf(variant) };
  if (variant === 'owner') {
    settings.inbox = inboxAddress;
  }
  if (variant === 'drawn') {
    settings.seed = contentSeed;
  }
  return settings;
}

/**
 * The root of the variant's copy, built; built by the first process that asks, once per run, or
 * taken from the copies kept from an earlier run with the same inputs (copies-cache.ts). A build
 * that fails throws with its output, and the next to ask tries again (and says why).
 */
export async function variantCopy(variant: Variant): Promise<string> {
  const root = path.join(runDir, variant);
  const built = path.join(root, 'dist', 'index.html');
  const release = await lock(variant);
  try {
    if (fs.existsSync(built)) {
      return root;
    }
    removeStaleRuns();
    const kept = keptCopyFolder({ variant, settings: settingsOf(variant) });
    if (kept && restoreKeptCopy(kept, root)) {
      return root;
    }
    const copy = await prepareCopy(variant);
    await buildCopy(copy, variant);
    fs.renameSync(copy, root);
    if (kept) {
      keepCopy(variant, kept, root);
    }
    return root;
  } finally {
    await release();
  }
}

/**
 * Runs with the local receiver on its port, which the `owner` copy's forms and policy name: one
 * test at a time across the run's workers (form-delivery.spec.ts's tests are serial, but
 * `--repeat-each` runs the file in several workers at once).
 */
export async function withInbox(run: (inbox: Inbox) => Promise<void>): Promise<void> {
  const release = await lock('inbox');
  try {
    const inbox = await startInbox({ port: inboxPort });
    try {
      await run(inbox);
    } finally {
      await inbox.stop();
    }
  } finally {
    await release();
  }
}
