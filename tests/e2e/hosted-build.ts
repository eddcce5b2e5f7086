import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');
const skipped = new Set(['node_modules', 'dist', 'dist-server', '.build', '.git', 'reports', 'test-results']);

/** A TinaCloud client id that no project has: the build must not need a real one offline. */
export const dummyClientId = '00000000-0000-4000-8000-000000000000';

/**
 * Copies the project and runs `npm run build:hosted` in the copy, offline, with a
 * dummy client id and token, so the suite's own dist/ (the public build the other
 * tests serve) is left as it is. Returns the copy's root; throws with the output if
 * the build fails.
 */
export function buildHostedCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-build-'));
  fs.cpSync(projectRoot, root, { recursive: true, filter: (source) => !skipped.has(path.basename(source)) });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TINA_SKIP_CLOUD_CHECKS: '1',
    TINA_CLIENT_ID: dummyClientId,
    TINA_TOKEN: 'dummy-read-only-token',
    // Not Tina's default 9000, which `npm start` (the editor tests, a developer) may hold.
    TINA_DATALAYER_PORT: String(Number(process.env.PREVIEW_PORT ?? 4173) + 4821),
  };
  delete env.TINA_BRANCH;
  const result = spawnSync('npx', ['ts-node', 'scripts/build-hosted.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build:hosted failed:\n${result.stdout}\n${result.stderr}`);
  return root;
}
