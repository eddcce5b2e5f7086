/**
 * `npm run build`: content check, the pictures' small copies (scripts/make-pictures.ts),
 * webpack (client and server bundles, with their size budgets), then the prerender
 * step (pages, site files, `_headers`). All or nothing: dist/ is replaced only when
 * every step has passed.
 */
import { buildOrStop, scriptStep } from './build/all-or-nothing';

buildOrStop(
  'build',
  [
    scriptStep('content check', 'scripts/check-content.ts'),
    scriptStep('pictures', 'scripts/make-pictures.ts'),
    { name: 'webpack', command: 'npx', args: ['webpack', '--mode', 'production'] },
    scriptStep('prerender', 'scripts/prerender.ts'),
  ],
  'now holds the new site',
);
