/**
 * The build's picture step, before webpack (decision 010): the small copies of every raster
 * picture in a slot (scripts/pictures/picture-variant-files.ts), the list the app imports
 * (`picture-variants`) and the list of files webpack copies into dist/. Prints one line per
 * picture processed; copies no build has used for 30 days are deleted from the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { isRasterPicture, pictureSlots } from '#model/picture-slots';
import { pictureCropKey, type PictureManifest } from '#src/pictures/picture-variants';
import { buildOutput, pictureCacheDir, projectRoot } from '#scripts/build/build-output';
import { contentPictures, type ContentPicture } from '#scripts/content/content-pictures';
import {
  makePictureVariants,
  readOriginal,
  type MadePicture,
  type OriginalPicture,
  type PictureTrim,
  type VariantFile,
} from './picture-variant-files';

/** Copies unused for this long are deleted from the cache; the ones this build uses are marked as just used. */
const cacheKeepDays = 30;

function tidyCache(used: ReadonlySet<string>) {
  if (!fs.existsSync(pictureCacheDir)) {
    return;
  }
  const now = new Date();
  for (const name of fs.readdirSync(pictureCacheDir)) {
    const file = path.join(pictureCacheDir, name);
    const key = name.slice(0, 16);
    if (used.has(key)) {
      fs.utimesSync(file, now, now);
    } else if (now.getTime() - fs.statSync(file).mtimeMs > cacheKeepDays * 86_400_000) {
      fs.rmSync(file, { force: true });
    }
  }
}

/** Each picture in a slot once, with every slot and focus it is shown with (a slide and a hero differ). */
type SlottedPictures = Map<string, { file: string; trims: Map<string, PictureTrim> }>;

/** The raster pictures by how they are sent: trimmed to their slots, or (outside any slot) as they are. */
function sortPictures(pictures: readonly ContentPicture[]) {
  const slotted: SlottedPictures = new Map();
  const asTheyAre = new Map<string, ContentPicture>();
  for (const picture of pictures) {
    const { src, slot, focus } = picture;
    if (!slot) {
      asTheyAre.set(src, picture);
      continue;
    }
    const entry = slotted.get(src) ?? { file: picture.location, trims: new Map<string, PictureTrim>() };
    entry.trims.set(pictureCropKey(src, slot, focus), { slot, focus });
    slotted.set(src, entry);
  }
  return { slotted, asTheyAre };
}

/** What was made of one picture for one slot, for the build's log. */
function madeLine({
  original,
  trim,
  made,
  started,
}: {
  original: OriginalPicture;
  trim: PictureTrim;
  made: MadePicture;
  started: number;
}): string {
  const { name, aspect } = pictureSlots[trim.slot];
  const focus = trim.focus && trim.focus !== 'center' ? `, keeping the ${trim.focus.replace('-', ' ')}` : '';
  const { width, height } = original.size;
  return `${original.src} (${width} × ${height}) for ${name}, trimmed to ${aspect.width} × ${aspect.height}${focus} → AVIF, WebP, JPEG at ${made.variants.widths.join(', ')} px wide, ${made.made} files made in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/** Reads each picture once, then makes its copies for each slot, or finds them in the cache. */
async function makeSlottedCopies(slotted: SlottedPictures) {
  const manifest: Record<string, PictureManifest[string]> = {};
  const files: VariantFile[] = [];
  const total = [...slotted.values()].reduce((count, entry) => count + entry.trims.size, 0);
  let processed = 0;
  let cached = 0;
  for (const [src, { file, trims }] of slotted) {
    const original = await readOriginal(file, src, pictureCacheDir);
    for (const [key, trim] of trims) {
      const started = Date.now();
      const made = await makePictureVariants(original, trim, pictureCacheDir);
      manifest[key] = made.variants;
      files.push(...made.files);
      if (made.made === 0) {
        cached += 1;
        continue;
      }
      processed += 1;
      const progress = total > 1 ? `[${processed + cached}/${total}] ` : '';
      console.log(`pictures: ${progress}${madeLine({ original, trim, made, started })}`);
    }
  }
  return { manifest, files, total, processed, cached };
}

async function main() {
  const { pictureVariantsFile, pictureFilesFile } = buildOutput();
  const pictures = contentPictures(contentCollections, projectRoot).filter(({ src }) => isRasterPicture(src));
  const { slotted, asTheyAre } = sortPictures(pictures);
  const { manifest, files, total, processed, cached } = await makeSlottedCopies(slotted);

  // Raster pictures named outside any slot are sent as they are (the share picture).
  for (const [src, picture] of asTheyAre) {
    files.push({ from: picture.location, to: decodeURI(src).replace(/^\//, '') });
  }

  tidyCache(new Set(files.map((file) => path.basename(file.from).slice(0, 16))));
  fs.mkdirSync(path.dirname(pictureVariantsFile), { recursive: true });
  fs.writeFileSync(pictureVariantsFile, JSON.stringify(manifest, null, 2));
  fs.writeFileSync(pictureFilesFile, JSON.stringify(files, null, 2));
  console.log(
    `pictures: ${total} ${total === 1 ? 'picture' : 'pictures'} in slots: ${processed} processed, ${cached} unchanged (from ${path.relative(projectRoot, pictureCacheDir)}).`,
  );
}

main().catch((error: unknown) => {
  console.error(`pictures: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
