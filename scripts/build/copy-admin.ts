/**
 * A step of `npm run build:hosted`: puts the editor that `tinacms build` wrote into
 * public/admin/ (which the site's own build leaves out) into the staged dist/admin/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildOutput, projectRoot } from './build-output';

const from = path.join(projectRoot, 'public', 'admin');
const to = path.join(buildOutput().distDir, 'admin');
if (!fs.existsSync(path.join(from, 'index.html'))) {
  console.error('copy-admin: public/admin/index.html is missing: `tinacms build` did not write the editor.');
  process.exit(1);
}
fs.cpSync(from, to, {
  recursive: true,
  // Tina writes a .gitignore beside the editor; it is no file to publish.
  filter: (source) => path.basename(source) !== '.gitignore',
});
console.log(
  `copy-admin: public/admin → dist/admin (${fs.readdirSync(path.join(to, 'assets')).length} assets)`,
);
