/**
 * `npm run build:hosted`: the site built for editing on the live site with
 * TinaCloud. Needs TINA_CLIENT_ID and TINA_TOKEN (TINA_BRANCH: the branch the
 * editor commits to, `main` if unset). The pages keep the visual-editing code
 * (`useTina`, `data-tina-field`; webpack.config.ts turns it on when TINA_CLIENT_ID
 * is set) and `tinacms build` adds the editor at dist/admin/. All or nothing, like
 * `npm run build`. TINA_SKIP_CLOUD_CHECKS=1 builds without asking TinaCloud
 * anything (offline, in tests, with a dummy id); never for a real deployment,
 * where the checks catch a wrong id, token or branch before the owner does.
 */
import { buildOrStop, scriptStep } from './build/all-or-nothing';
import { busyPortMessage, datalayerPort, portInUse } from './build/port-in-use';

const missing = ['TINA_CLIENT_ID', 'TINA_TOKEN'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(
    `build:hosted: set ${missing.join(' and ')} (from the TinaCloud project, see README "Go live"), or run \`npm run build\` for the site alone.`,
  );
  process.exit(1);
}
// A CI secret that is not set arrives as an empty string; tina/config.ts then falls back to main.
if (!process.env.TINA_BRANCH) {
  delete process.env.TINA_BRANCH;
}

const offline = process.env.TINA_SKIP_CLOUD_CHECKS === '1';
const tinaBuild = [
  'tinacms',
  'build',
  '--noTelemetry',
  // `tinacms build` runs Tina's database server while it indexes (port 9000 unless told).
  ...(process.env.TINA_DATALAYER_PORT ? ['--datalayer-port', process.env.TINA_DATALAYER_PORT] : []),
  ...(offline ? ['--skip-cloud-checks', '--skip-search-index'] : []),
];

async function main() {
  // Stops at once, saying why, while `npm start` holds the port `tinacms build` needs.
  const port = datalayerPort(process.env);
  if (await portInUse(port)) {
    console.error(busyPortMessage(port));
    process.exit(1);
  }
  buildOrStop(
    'build:hosted',
    [
      // The hosted build is the published site: its forms must reach the owner (as build:live).
      scriptStep('content check', 'scripts/check-content.ts', '--live'),
      scriptStep('pictures', 'scripts/pictures/make-pictures.ts'),
      { name: 'tinacms build (the editor)', command: 'npx', args: tinaBuild },
      { name: 'webpack', command: 'npx', args: ['webpack', '--mode', 'production'] },
      scriptStep('copy the editor', 'scripts/build/copy-admin.ts'),
      scriptStep('prerender', 'scripts/prerender/prerender.ts'),
    ],
    'holds the site with visual editing and the editor at dist/admin/',
  );
}

void main();
