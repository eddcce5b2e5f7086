import { copyProject, runScript } from '../../scripts/tooling/project-copy';

/** A TinaCloud client id that no project has: the build must not need a real one offline. */
export const dummyClientId = '00000000-0000-4000-8000-000000000000';

/**
 * Copies the project and runs `npm run build:hosted` in the copy, offline, with a
 * dummy client id and token, so the suite's own dist/ (the public build the other
 * tests serve) is left as it is. Returns the copy's root; throws with the output if
 * the build fails.
 */
export async function buildHostedCopy(): Promise<string> {
  const root = copyProject('hosted-build');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TINA_SKIP_CLOUD_CHECKS: '1',
    TINA_CLIENT_ID: dummyClientId,
    TINA_TOKEN: 'dummy-read-only-token',
    // Not Tina's default 9000, which `npm start` (the editor tests, a developer) may hold.
    TINA_DATALAYER_PORT: String(Number(process.env.PREVIEW_PORT ?? 4173) + 4821),
  };
  delete env.TINA_BRANCH;
  await runScript(root, 'scripts/build-hosted.ts', env);
  return root;
}
