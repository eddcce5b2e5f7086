/**
 * Builds the end-to-end suite's copies of the site (site-variants.ts) ahead of it, into the
 * folder SITE_COPIES_DIR names: `npm test` runs this beside the unit tests and the build, twice at
 * once (the `hosted` copy, the longest, and the others). A copy that fails to build is left
 * unbuilt: the spec that needs it builds it again and fails with the build's output.
 */
import { variantCopy, variants, type Variant } from './site-variants';

/** The copies to build, in this order: those named on the command line, or every one. */
const named = process.argv.slice(2);
const isVariant = (name: string): name is Variant => (variants as readonly string[]).includes(name);
const chosen = named.length > 0 ? named.filter(isVariant) : variants;

async function main() {
  if (!process.env.SITE_COPIES_DIR) {
    console.error('prebuild-copies: set SITE_COPIES_DIR to the folder the end-to-end suite will read.');
    process.exit(1);
  }
  const unknown = named.filter((name) => !isVariant(name));
  if (unknown.length > 0) {
    console.error(
      `prebuild-copies: no copy named ${unknown.join(', ')}; the copies: ${variants.join(', ')}.`,
    );
    process.exit(1);
  }
  for (const variant of chosen) {
    const started = Date.now();
    try {
      await variantCopy(variant);
      console.log(`copies: ${variant} ready in ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      console.log(
        `copies: ${variant} did not build; its spec will build it again.\n${(error as Error).message}`,
      );
    }
  }
}

void main();
