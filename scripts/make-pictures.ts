/**
 * The build's picture step (before webpack): every raster picture the content
 * shows in a slot (slides, hero pictures, cards) is trimmed to the slot's shape
 * around the owner's focus and made into small copies by
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
import { pictureCropKey, type PictureManifest } from '../src/pictures/picture-variants';
import { buildOutput, pictureCacheDir, projectRoot } from './build-output';
import { contentPictures, type ContentPicture } from './content/content-pictures';
import { makePictureVariants, type PictureToMake, type VariantFile } from './pictures/picture-variant-files';

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

  // One set of copies per picture, slot and focus: a photo that is a slide and a hero is trimmed to each shape.
  const crops = new Map<string, PictureToMake>();
  const asTheyAre = new Map<string, ContentPicture>();
  for (const picture of pictures) {
    if (!picture.slot) {
      asTheyAre.set(picture.src, picture);
      continue;
    }
    const { location: file, src, slot, focus } = picture;
    crops.set(pictureCropKey(src, slot, focus), { file, src, slot, focus });
  }

  const manifest: Record<string, PictureManifest[string]> = {};
  const files: VariantFile[] = [];
  let processed = 0;
  let cached = 0;
  for (const [index, [key, crop]] of [...crops].entries()) {
    const started = Date.now();
    const made = await makePictureVariants(crop, pictureCacheDir);
    manifest[key] = made.variants;
    files.push(...made.files);
    if (made.made === 0) {
      cached += 1;
      continue;
    }
    processed += 1;
    const progress = crops.size > 1 ? `[${index + 1}/${crops.size}] ` : '';
    const { name, aspect } = pictureSlots[crop.slot];
    const focus =
      crop.focus && crop.focus !== 'center' ? `, keeping the ${crop.focus.replace('-', ' ')}` : '';
    const widths = made.variants.widths.join(', ');
    console.log(
      `pictures: ${progress}${crop.src} (${made.original.width} × ${made.original.height}) for ${name}, trimmed to ${aspect.width} × ${aspect.height}${focus} → AVIF, WebP, JPEG at ${widths} px wide, ${made.made} files made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // Raster pictures named outside any slot are sent as they are (the share picture).
  for (const [src, picture] of asTheyAre) {
    files.push({ from: picture.location, to: decodeURI(src).replace(/^\//, '') });
  }

  tidyCache(new Set(files.map((file) => path.basename(file.from).slice(0, 16))));
  fs.mkdirSync(path.dirname(pictureVariantsFile), { recursive: true });
  fs.writeFileSync(pictureVariantsFile, JSON.stringify(manifest, null, 2));
  fs.writeFileSync(pictureFilesFile, JSON.stringify(files, null, 2));
  console.log(
    `pictures: ${crops.size} ${crops.size === 1 ? 'picture' : 'pictures'} in slots: ${processed} processed, ${cached} unchanged (from ${path.relative(root, pictureCacheDir)}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`pictures: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
