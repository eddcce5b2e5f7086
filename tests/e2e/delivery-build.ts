/**
 * The site built with its forms delivering (issue 20), for the delivery specs: one
 * throw-away copy per variant and test run (a build takes minutes on a busy machine),
 * kept for a worker that restarts after a failure, and the local receiver of
 * `npm run inbox`, on the port built into the copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startInbox, type Inbox } from '../../scripts/inbox/receiver';
import { copyProject, runScript } from '../../scripts/tooling/project-copy';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
/** The receiver's port, built into the copy's forms and policy. */
export const inboxPort = previewPort + 7;
export const inboxAddress = `http://127.0.0.1:${inboxPort}/`;

type Variant = 'endpoint' | 'netlify';

/** Shared by the workers of one run: they are children of the same runner. */
const runDir = path.join(os.tmpdir(), `delivery-e2e-${previewPort}-${process.ppid}`);

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
    const match = new RegExp(`^delivery-e2e-${previewPort}-(\\d+)$`).exec(name);
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

function writeDelivery(root: string, variant: Variant) {
  const file = path.join(root, 'content/site/site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as { forms: { delivery: Record<string, string> } };
  site.forms.delivery =
    variant === 'endpoint'
      ? { method: 'endpoint', endpoint: inboxAddress, newsletterEndpoint: '' }
      : { method: 'netlify', endpoint: '', newsletterEndpoint: '' };
  // As the editor writes it (the build's content check insists).
  fs.writeFileSync(file, JSON.stringify(site, null, 2));
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

/** The root of a copy built with this delivery; built by the first worker that asks, once per run. */
export async function deliveryCopy(variant: Variant): Promise<string> {
  const root = path.join(runDir, variant);
  const built = path.join(root, 'dist', 'index.html');
  const release = await lock(`build-${variant}`, 600_000);
  try {
    if (fs.existsSync(built)) return root;
    removeStaleRuns();
    const copy = copyProject(`delivery-${variant}`);
    writeDelivery(copy, variant);
    await runScript(copy, 'scripts/build.ts');
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
