/**
 * A throw-away copy of the project (sharing node_modules), for tests that build
 * the site differently from the suite's own dist/: with hostile content, or for
 * hosted editing. Built and served the way `npm run build` and `npm run preview` do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');
const notCopied = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.build',
  '.git',
  'reports',
  'test-results',
  'test-results-editor',
  'inbox',
]);

/** Copies the project's sources into a new folder in `parent` (the system's temporary folder); returns its root. */
export function copyProject(prefix: string, parent = os.tmpdir()): string {
  const root = fs.mkdtempSync(path.join(parent, `${prefix}-`));
  fs.cpSync(projectRoot, root, {
    recursive: true,
    // Top-level folders only: scripts/inbox/ is the receiver's code, inbox/ what it received.
    filter: (source) => !notCopied.has(path.relative(projectRoot, source)),
  });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/**
 * Runs a ts-node script in the copy; rejects with its output if it fails. Asynchronous,
 * so the test runner's own timers keep running during a build of a minute or more.
 */
export function runScript(root: string, script: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn('npx', ['ts-node', script], { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed:\n${output}`)))),
  );
}

/** Serves the copy's dist/ with `npm run preview` on this port, once it answers; `stop` ends it. */
export async function servePreview(
  root: string,
  port: number,
): Promise<{ origin: string; stop: () => void }> {
  const server: ChildProcess = spawn('npx', ['ts-node', 'scripts/preview.ts'], {
    cwd: root,
    env: { ...process.env, PREVIEW_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const giveUp = Date.now() + 30_000; ;) {
    // Each try gives up after 3 s: a request to a server still starting can hang.
    const status = await fetch(origin, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > giveUp)
      throw new Error(`npm run preview in ${root} did not answer on ${origin} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let stopped = false;
  return {
    origin,
    // Once: both a hook and a test's own cleanup may stop it, and the group may have ended already.
    stop: () => {
      if (stopped || !server.pid) return;
      stopped = true;
      try {
        process.kill(-server.pid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
}
