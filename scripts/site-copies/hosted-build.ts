import { testPorts } from '#scripts/test-runner/ports';

/** A TinaCloud client id that no project has: the build must not need a real one offline. */
export const dummyClientId = '00000000-0000-4000-8000-000000000000';

/**
 * What `npm run build:hosted` runs with in the `hosted` copy (site-variants.ts): offline, with a
 * dummy client id and token, so the build asks TinaCloud nothing.
 */
export function hostedBuildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TINA_SKIP_CLOUD_CHECKS: '1',
    TINA_CLIENT_ID: dummyClientId,
    TINA_TOKEN: 'dummy-read-only-token',
    // Not Tina's default 9000, which `npm start` (the editor tests, a developer) may hold.
    TINA_DATALAYER_PORT: String(testPorts().hostedDatalayer),
  };
  delete env.TINA_BRANCH;
  return env;
}
