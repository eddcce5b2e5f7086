/**
 * `npm run content:check` (also the first step of every build): checks every
 * file in content/ against the Tina schema, then reads every picture it names,
 * and stops with one readable message naming each file, field and what was expected.
 */
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { contentAnchorLinkProblems } from './content/content-anchor-links';
import { deliveryIn, deliveryPrivacyProblems } from './content/delivery-privacy';
import { liveDeliveryProblems } from './content/live-delivery';
import { checkContent, formatProblems } from './content/problems-in-content';
import { projectRoot } from './build/build-output';
import { unusablePictures } from './content/picture-quality';
import { unsafeSvgFiles } from './content/unsafe-svg-files';

// `--root <dir>` checks another copy of the project's content (the tests use it).
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : projectRoot;
// `--live`: the content is to be published (the builds that publish pass it).
const live = process.argv.includes('--live');

async function main() {
  const contentProblems = checkContent(contentCollections, root);
  const problems = [
    ...contentProblems,
    // A drawing the content shows is named at its field above; any other SVG in public/ is named here.
    ...unsafeSvgFiles(root).filter(
      ({ file }) => !contentProblems.some(({ message }) => message.includes(`(${file})`)),
    ),
    ...contentAnchorLinkProblems(contentCollections, root),
    ...deliveryPrivacyProblems(root),
    ...(live && contentProblems.length === 0 ? liveDeliveryProblems(deliveryIn(root)) : []),
    ...(await unusablePictures(contentCollections, root)),
  ];
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    process.exit(1);
  }
  console.log(`content: every file matches the schema (${contentCollections.length} collections).`);
}

void main();
