/**
 * A throw-away copy of the project (sharing node_modules), for tests that build
 * the site differently from the suite's own dist/: with hostile content, or for
 * hosted editing. Built and served the way `npm run build` and `npm run preview` do.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';

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
 * Runs a command to its end: its exit code, and its output and errors as they came (none of
 * what `stdio: 'inherit'` shows). Asynchronous, so the caller's own timers keep running.
 */
export function runCommand(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, options);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/** Runs a ts-node script in the copy (a build may take a minute or more); rejects with its output if it fails. */
export async function runScript(root: string, script: string, env: NodeJS.ProcessEnv = process.env) {
  const { code, output } = await runCommand('npx', ['ts-node', script], { cwd: root, env });
  if (code !== 0) {
    throw new Error(`${script} failed:\n${output}`);
  }
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
    if (status === 200) {
      break;
    }
    if (Date.now() > giveUp) {
      throw new Error(`npm run preview in ${root} did not answer on ${origin} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let stopped = false;
  return {
    origin,
    // Once: both a hook and a test's own cleanup may stop it, and the group may have ended already.
    stop: () => {
      if (stopped || !server.pid) {
        return;
      }
      stopped = true;
      try {
        process.kill(-server.pid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
          throw error;
        }
      }
    },
  };
}
