import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './build-output';

const tokensFile = path.join(projectRoot, 'src/styles/_tokens.scss');

/** A colour from the design tokens (`$color-espresso` → `#2b1a10`), so generated files match the site. */
export function tokenColour(name: string): string {
  const tokens = fs.readFileSync(tokensFile, 'utf8');
  const match = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'im').exec(tokens);
  if (!match?.[1]) {
    throw new Error(`No colour token $${name} in src/styles/_tokens.scss`);
  }
  return match[1];
}
