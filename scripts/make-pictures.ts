/**
 * The build's picture step (before webpack): every raster picture the content
 * shows in a slot (slides, hero pictures, cards) is made into small copies by
 * scripts/pictures/picture-variant-files.ts. Writes the list the app imports
 * (`picture-variants`) and the list of files webpack copies into dist/. The
 * originals never go to dist/; pictures used as they are (the share picture,
 * read by other sites at its own address) are copied unchanged.
 * Prints one line per picture processed; unchanged pictures come from the cache
 * (copies no build has used for 30 days are deleted from it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '../tina/content-collections';
import { isRasterPicture, pictureSlots } from '../site/picture-slots';
import type { PictureManifest } from '../src/pictures/picture-variants';
import { buildOutput, pictureCacheDir, projectRoot } from './build-output';
import { contentPictures, type ContentPicture } from './content/content-pictures';
import { makePictureVariants, type VariantFile } from './pictures/picture-variant-files';

/** Copies unused for this long are deleted from the cache; the ones this build uses are marked as just used. */
const cacheKeepDays = 30;

function tidyCache(used: ReadonlySet<string>) {
  if (!fs.existsSync(pictureCacheDir)) return;
  const now = new Date();
  for (const name of fs.readdirSync(pictureCacheDir)) {
    const file = path.join(pictureCacheDir, name);
    const key = name.slice(0, 16);
    if (used.has(key)) fs.utimesSync(file, now, now);
    else if (now.getTime() - fs.statSync(file).mtimeMs > cacheKeepDays * 86_400_000)
      fs.rmSync(file, { force: true });
  }
}

async function main() {
  const root = projectRoot;
  const { pictureVariantsFile, pictureFilesFile } = buildOutput();
  const pictures = contentPictures(contentCollections, root).filter((picture) =>
    isRasterPicture(picture.src),
  );

  // One entry per file, with the widths of every slot it fills (a photo can be a slide and a hero).
  const bySrc = new Map<string, { location: string; widths: Set<number>; uses: ContentPicture[] }>();
  for (const picture of pictures) {
    const entry = bySrc.get(picture.src) ?? {
      location: picture.location,
      widths: new Set<number>(),
      uses: [],
    };
    if (picture.slot) for (const width of pictureSlots[picture.slot].widths) entry.widths.add(width);
    entry.uses.push(picture);
    bySrc.set(picture.src, entry);
  }

  const manifest: Record<string, PictureManifest[string]> = {};
  const files: VariantFile[] = [];
  const slotted = [...bySrc].filter(([, entry]) => entry.widths.size > 0);
  let processed = 0;
  let cached = 0;
  for (const [index, [src, entry]] of slotted.entries()) {
    const started = Date.now();
    const made = await makePictureVariants(entry.location, src, [...entry.widths], pictureCacheDir);
    manifest[src] = made.variants;
    files.push(...made.files);
    if (made.made === 0) {
      cached += 1;
      continue;
    }
    processed += 1;
    const progress = slotted.length > 1 ? `[${index + 1}/${slotted.length}] ` : '';
    const widths = made.variants.widths.join(', ');
    console.log(
      `pictures: ${progress}${src} (${made.variants.width} × ${made.variants.height}) → AVIF, WebP, JPEG at ${widths} px wide, ${made.made} files made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // Raster pictures named outside any slot are sent as they are.
  for (const [src, entry] of bySrc) {
    if (entry.widths.size === 0) files.push({ from: entry.location, to: decodeURI(src).replace(/^\//, '') });
  }

  tidyCache(new Set(files.map((file) => path.basename(file.from).slice(0, 16))));
  fs.mkdirSync(path.dirname(pictureVariantsFile), { recursive: true });
  fs.writeFileSync(pictureVariantsFile, JSON.stringify(manifest, null, 2));
  fs.writeFileSync(pictureFilesFile, JSON.stringify(files, null, 2));
  console.log(
    `pictures: ${slotted.length} ${slotted.length === 1 ? 'picture' : 'pictures'} in slots: ${processed} processed, ${cached} unchanged (from ${path.relative(root, pictureCacheDir)}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`pictures: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
