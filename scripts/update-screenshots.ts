/**
 * `npm run screenshots:update`: builds the site as `npm test` does (as of the fixed day of
 * scripts/tooling/still-page.ts) and redraws the committed pictures of every page (tests/e2e/visual.spec.ts,
 * which also notes the Chromium that drew them). Look at every one of them before committing.
 */
import { spawnSync } from 'node:child_process';
import { stillBuildDay } from './tooling/still-page';

const env = { ...process.env, SITE_BUILD_DAY: process.env.SITE_BUILD_DAY ?? stillBuildDay };
for (const [command, args] of [
  ['npm', ['run', 'build']],
  ['npx', ['playwright', 'test', 'visual.spec.ts', '--update-snapshots']],
] as const) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    process.exit(status ?? 1);
  }
}
