/**
 * `npm run build`: content check, the pictures' small copies (scripts/pictures/make-pictures.ts),
 * webpack (client and server bundles, with their size budgets), then the prerender
 * step (pages, site files, `_headers`). All or nothing: dist/ is replaced only when
 * every step has passed. `npm run build:live` (`--live`) is the same build for publishing:
 * its content check also refuses forms whose requests would reach no one.
 */
import { buildOrStop, scriptStep } from './build/all-or-nothing';

const live = process.argv.includes('--live');

buildOrStop(
  live ? 'build:live' : 'build',
  [
    scriptStep('content check', 'scripts/check-content.ts', ...(live ? ['--live'] : [])),
    scriptStep('pictures', 'scripts/pictures/make-pictures.ts'),
    { name: 'webpack', command: 'npx', args: ['webpack', '--mode', 'production'] },
    scriptStep('prerender', 'scripts/prerender/prerender.ts'),
  ],
  'now holds the new site',
);
