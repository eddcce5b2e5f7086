/**
 * `npx ts-node scripts/fonts/write-font-metrics.ts [name …]`: rewrites font-metrics.json, the
 * metrics of the faces the site's fallbacks are matched to, from @capsizecss/metrics.
 *
 * That package holds every Google and system font (29,600 files, a fifth of everything `npm ci`
 * unpacked, about 30 s of each fresh install) for twelve records, which do not change: so it is
 * not a dependency, and this script is run by hand when a face is added (decision 012). Install
 * it for the moment, without saving it:
 *
 *   npm install --no-save @capsizecss/metrics@4.3.0
 *   npx ts-node scripts/fonts/write-font-metrics.ts            # the faces already in the file
 *   npx ts-node scripts/fonts/write-font-metrics.ts lora lora/700   # and new ones, by import path
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FontMetrics } from '@capsizecss/core';

const file = path.join(__dirname, 'font-metrics.json');

const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, FontMetrics>;
const names = [...new Set([...Object.keys(current), ...process.argv.slice(2)])];

try {
  require.resolve('@capsizecss/metrics/package.json');
} catch {
  console.error(
    '@capsizecss/metrics is not installed: run `npm install --no-save @capsizecss/metrics@4.3.0` first.',
  );
  process.exit(1);
}

async function metricsOf(name: string): Promise<FontMetrics> {
  try {
    return ((await import(`@capsizecss/metrics/${name}`)) as { default: FontMetrics }).default;
  } catch {
    console.error(
      `@capsizecss/metrics has no face "${name}": its import path is the family in camel case, then a weight if not 400 (\`dMSans\`, \`dMSans/700\`).`,
    );
    process.exit(1);
  }
}

async function main() {
  const metrics: Record<string, FontMetrics> = {};
  for (const name of names) metrics[name] = await metricsOf(name);
  fs.writeFileSync(file, `${JSON.stringify(metrics, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), file)}: ${names.length} faces.`);
}

void main();
