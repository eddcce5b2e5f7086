/**
 * The ports the browser tests listen on. By default the ones the project always had: the preview on
 * 4173 (the copies' previews above it) and the editor on 3000, 4001 and 9000. When any of those is
 * taken when `npm test` starts (a developer's `npm start`), or another run has claimed them, it
 * chooses a block whose every port is free (`choosePorts`) and hands its base to every process in
 * TEST_PORT_BASE, so two checkouts run the suite at once on one machine.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How many ports a block holds: the end-to-end suite's below `editorOffset`, the editor suite's above. */
export const blockSize = 400;
/** The copies' previews: `copyOffsets` above the base, and this much more for each Playwright worker. */
export const workerStride = 100;
const editorOffset = 300;

/** Where each spec serves its copy of the site, above the preview's port (site-variants.ts). */
export const copyOffsets = {
  formDelivery: 8,
  contentInjection: 11,
  siteNotice: 12,
  pictureBudgets: 13,
  hostedBuild: 21,
  deployCheck: 31,
  extreme: 41,
  drawn: 42,
} as const;

export interface TestPorts {
  /** `npm run preview` of the built site (playwright.config.ts). */
  preview: number;
  /** The receiver the `owner` copy's forms send to; built into that copy. */
  ownerInbox: number;
  /** Tina's database server while the `hosted` copy is built (`tinacms build`). */
  hostedDatalayer: number;
  /** The editor suite's `npm start`: the site and the editor, Tina's GraphQL, Tina's database. */
  editorSite: number;
  editorGraphql: number;
  editorDatalayer: number;
  /** The receiver of the editor's "Send a test request" (editor-delivery.spec.ts). */
  editorInbox: number;
}

const defaultPorts: TestPorts = {
  preview: 4173,
  ownerInbox: 4180,
  hostedDatalayer: 4272,
  editorSite: 3000,
  editorGraphql: 4001,
  editorDatalayer: 9000,
  editorInbox: 4282,
};

/** The ports of one block. */
export function portsFrom(base: number): TestPorts {
  return {
    preview: base,
    ownerInbox: base + 7,
    hostedDatalayer: base + 99,
    editorSite: base + editorOffset,
    editorGraphql: base + editorOffset + 1,
    editorDatalayer: base + editorOffset + 2,
    editorInbox: base + editorOffset + 3,
  };
}

/** The ports of this run: the block TEST_PORT_BASE names, or the project's usual ones. */
export function testPorts(env: NodeJS.ProcessEnv = process.env): TestPorts {
  const base = Number(env.TEST_PORT_BASE);
  return Number.isInteger(base) && base > 0 ? portsFrom(base) : defaultPorts;
}

/** The port a spec serves a copy on, in this Playwright worker (TEST_PARALLEL_INDEX). */
export function copyPort(offset: number, env: NodeJS.ProcessEnv = process.env): number {
  return testPorts(env).preview + offset + Number(env.TEST_PARALLEL_INDEX ?? 0) * workerStride;
}

/** Whether nothing listens on the port, on any local address: a listener can take it. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Every port a run may listen on: the preview and the copies' (three workers), and the rest by name. */
export function portsOfRun(ports: TestPorts): number[] {
  const previews = Array.from({ length: 3 * workerStride }, (_, step) => ports.preview + step);
  const { hostedDatalayer, ownerInbox, editorSite, editorGraphql, editorDatalayer, editorInbox } = ports;
  const named = [hostedDatalayer, ownerInbox, editorSite, editorGraphql, editorDatalayer, editorInbox];
  return [...new Set([...previews, ...named])];
}

async function allFree(ports: TestPorts): Promise<boolean> {
  for (const port of portsOfRun(ports)) {
    if (!(await isFree(port))) {
      return false;
    }
  }
  return true;
}

/** The file a run's claim on a block is a lock of: `usual`, or the block's base. */
export const claimFile = (block: string) => path.join(os.tmpdir(), `vicolo-test-ports-${block}`);

/**
 * Claims a block of ports for as long as this process lives, so that a run starting at the same
 * moment, which also finds every port free, passes it over: the ports are free until a server of
 * the run listens, minutes later. A lock of proper-lockfile, in the machine's temporary folder,
 * released when the process exits and stale a minute after a holder that died. A block with a port
 * taken (a developer's `npm start`) is let go again at once.
 */
async function claimIfFree(block: string, ports: TestPorts): Promise<boolean> {
  const release = await lockfile
    .lock(claimFile(block), {
      realpath: false,
      stale: 60_000,
      // A busy machine can refresh the lock late; the run goes on, and a port taken after all is
      // named by the server that cannot listen on it.
      onCompromised: () => undefined,
    })
    .catch(() => undefined);
  if (!release) {
    return false;
  }
  if (await allFree(ports)) {
    return true;
  }
  await release();
  return false;
}

/**
 * The base of the ports for a run: none (the usual ports) when this run can claim them and they
 * are all free, or else a block it claims whose ports are all free now, picked at random between
 * 10000 and 32000 (below the range Linux hands out for outgoing connections).
 */
export async function choosePorts(random: () => number = Math.random): Promise<number | undefined> {
  return (await claimIfFree('usual', defaultPorts)) ? undefined : chooseFreeBlock(random);
}

/** A base whose block this run claims and whose ports are all free now, picked at random (`choosePorts`). */
export async function chooseFreeBlock(random: () => number): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const base = 10_000 + Math.floor(random() * 55) * blockSize;
    if (await claimIfFree(String(base), portsFrom(base))) {
      return base;
    }
  }
  throw new Error('No block of free ports found between 10000 and 32000.');
}
