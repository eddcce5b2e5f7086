/**
 * `npm run build`: content check, the pictures' small copies (scripts/make-pictures.ts),
 * webpack (client and server bundles, with their size budgets), then the prerender
 * step (pages, site files, `_headers`). All or nothing: dist/ is replaced only when
 * every step has passed.
 */
import { buildAllOrNothing } from './build/all-or-nothing';
import { sayWhereRequestsGo } from './build/delivery-note';
import { projectRoot } from './build-output';

const tsNode = ['ts-node'];
const result = buildAllOrNothing(
  [
    { name: 'content check', command: 'npx', args: [...tsNode, 'scripts/check-content.ts'] },
    { name: 'pictures', command: 'npx', args: [...tsNode, 'scripts/make-pictures.ts'] },
    { name: 'webpack', command: 'npx', args: ['webpack', '--mode', 'production'] },
    { name: 'prerender', command: 'npx', args: [...tsNode, 'scripts/prerender.ts'] },
  ],
  { root: projectRoot, outputs: ['dist', 'dist-server'] },
);

if (!result.ok) {
  console.error(
    `\nbuild: the ${result.failedStep} step failed (see above). Nothing was replaced: dist/ still holds the last good build.`,
  );
  process.exit(1);
}
console.log('build: every step passed; dist/ now holds the new site.');
sayWhereRequestsGo(projectRoot, 'build');
