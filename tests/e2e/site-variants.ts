/**
 * The site built with what an owner sets up beyond the committed content, for the specs that
 * need it: one throw-away copy per variant and test run, built by the first worker that asks and
 * shared by every spec (a build takes a minute or more on a busy machine), kept for a worker that
 * restarts after a failure. Two variants hold all of it, so the suite builds two copies, not five:
 * - `owner`: the forms deliver to the local receiver of `npm run inbox` (issue 20), a notice and a
 *   closed date, and camera photos on the five slides and the Catering hero (issue 12); built as
 *   of a day inside the notice's days. form-delivery, site-notice and picture-budgets use it.
 * - `netlify`: the forms deliver through Netlify Forms; the same notice and closed date, built as
 *   of a day after them, when both must be gone. form-delivery-netlify and site-notice use it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startInbox, type Inbox } from '../../scripts/inbox/receiver';
import { cameraPhotos, writeCameraPhotos } from '../../scripts/tooling/photo-copy';
import { copyProject, runScript } from '../../scripts/tooling/project-copy';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
/** The receiver's port, built into the copy's forms and policy. */
export const inboxPort = previewPort + 7;
export const inboxAddress = `http://127.0.0.1:${inboxPort}/`;

type Variant = 'owner' | 'netlify';

/** The day each variant is built as of: inside the notice's days, and the day after its last. */
const buildDay: Record<Variant, string> = { owner: '2026-11-30', netlify: '2026-12-02' };

/** The owner's notice, shown from 28 November to 1 December, and 1 December closed. */
export const noticeText = 'Closed Monday 1 December for a private event.';
export const closedDateNote = 'Private event';

/** The camera photos of the `owner` copy: five slides, the first also the Catering hero. */
export const ownerPhotos = cameraPhotos({ slides: 5, cateringHero: true });

/** Shared by the workers of one run: they are children of the same runner. */
const runDir = path.join(os.tmpdir(), `site-variants-${previewPort}-${process.ppid}`);

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
    if (match && !isAlive(Number(match[1])))
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** Takes a lock across processes (a directory that only one can create); returns its release. */
async function lock(name: string, timeout: number): Promise<() => void> {
  const dir = path.join(runDir, `${name}.lock`);
  fs.mkdirSync(runDir, { recursive: true });
  await expect
    .poll(
      () => {
        try {
          fs.mkdirSync(dir);
          return true;
        } catch {
          return false;
        }
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
  return () => fs.rmSync(dir, { recursive: true, force: true });
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
    site.notice = {
      text: noticeText,
      starts: '2026-11-28',
      ends: '2026-12-01',
      linkLabel: 'See our hours',
      linkHref: '/contact',
      dismissLabel: 'Dismiss notice',
    };
  });
  editJson(root, 'content/site/business.json', (business) => {
    business.specialHours = [{ date: '2026-12-01', closed: true, note: closedDateNote }];
  });
}

function writeDelivery(root: string, variant: Variant) {
  editJson(root, 'content/site/site.json', (site) => {
    (site.forms as { delivery: Record<string, string> }).delivery =
      variant === 'owner'
        ? { method: 'endpoint', endpoint: inboxAddress, newsletterEndpoint: '' }
        : { method: 'netlify', endpoint: '', newsletterEndpoint: '' };
  });
  if (variant === 'netlify') {
    // With delivery on, the privacy page must name the service (the content check insists).
    const privacy = path.join(root, 'content/legal/privacy.md');
    const text = fs.readFileSync(privacy, 'utf8');
    fs.writeFileSync(
      privacy,
      text.replace(
        /\nIf we start receiving these requests[^\n]*\n/,
        '\nRequests are carried to us by Netlify Forms.\n',
      ),
    );
  }
}

/** The root of the variant's copy; built by the first worker that asks, once per run. */
export async function variantCopy(variant: Variant): Promise<string> {
  const root = path.join(runDir, variant);
  const built = path.join(root, 'dist', 'index.html');
  const release = await lock(`build-${variant}`, 600_000);
  try {
    if (fs.existsSync(built)) return root;
    removeStaleRuns();
    const copy = copyProject(`site-${variant}`);
    writeDelivery(copy, variant);
    writeNotice(copy);
    if (variant === 'owner') await writeCameraPhotos(copy, ownerPhotos);
    await runScript(copy, 'scripts/build.ts', { ...process.env, SITE_BUILD_DAY: buildDay[variant] });
    fs.mkdirSync(runDir, { recursive: true });
    fs.renameSync(copy, root);
    return root;
  } finally {
    release();
  }
}

/**
 * Runs with the local receiver on its port. Only form-delivery.spec.ts uses it, one test at a
 * time, in one worker (its tests are serial and run at one size: playwright.config.ts).
 */
export async function withInbox(run: (inbox: Inbox) => Promise<void>): Promise<void> {
  const inbox = await startInbox({ port: inboxPort });
  try {
    await run(inbox);
  } finally {
    await inbox.stop();
  }
}
