/**
 * Makes the small copies of one picture with sharp: upright (the camera's EXIF
 * orientation applied), without its metadata (GPS position, camera, date: sharp
 * writes none unless asked), at a few widths never wider than the file, in AVIF,
 * WebP and JPEG. Each copy is kept in a cache folder under a name made from the
 * original's content, so an unchanged picture is never processed twice.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  variantAddress,
  variantExtensions,
  type PictureVariants,
  type VariantFormat,
} from '../../src/pictures/picture-variants';

/**
 * Part of every cache name: change it when the encoding below changes, so old
 * copies are made again. The qualities are the usual web ones (AVIF 50 looks
 * like JPEG 75 at about half the size).
 */
const recipe = 'v2 avif:q50e2 webp:q72e4 jpeg:q75-mozjpeg';
const encoders = {
  // Effort 2 rather than sharp's default 4: six times faster on a 2-core machine, files within a few per cent.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a PNG's transparent parts become the site's cream background.
  jpeg: (image: Sharp) => image.flatten({ background: '#fbf6ef' }).jpeg({ quality: 75, mozjpeg: true }),
} satisfies Record<VariantFormat, unknown>;
const formatNames = Object.keys(encoders) as VariantFormat[];

export interface VariantFile {
  /** The copy in the cache. */
  from: string;
  /** Its place in dist/, without the leading slash: `assets/pictures/photo-800.1a2b3c4d.avif`. */
  to: string;
}

export interface MadePicture {
  variants: PictureVariants;
  files: VariantFile[];
  /** How many copies had to be made now (0: everything came from the cache). */
  made: number;
}

/** The widths to make: the slots' widths narrower than the file, and the file's own width if a slot wants more. */
export function widthsFor(slotWidths: readonly number[], fileWidth: number): number[] {
  const narrower = slotWidths.filter((width) => width < fileWidth);
  const wantsMore = slotWidths.some((width) => width >= fileWidth);
  return [...new Set([...narrower, ...(wantsMore ? [fileWidth] : [])])].sort((a, b) => a - b);
}

/** A name for the address: the file's name in lower case, letters, digits and dashes only. */
function stemOf(src: string): string {
  const base = path.basename(src).replace(/\.[^.]+$/, '');
  return (
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'picture'
  );
}

/** Writes through a temporary name, so a build that stops half-way (or runs beside another) never leaves half a file. */
async function writeAtomically(target: string, write: (temporary: string) => Promise<unknown>) {
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await write(temporary);
  fs.renameSync(temporary, target);
}

interface CachedInfo {
  width: number;
  height: number;
}

/**
 * The variants of the picture at `file` (public address `src`) for slots wanting
 * `slotWidths`, made in `cacheDir` unless they are there already.
 */
export async function makePictureVariants(
  file: string,
  src: string,
  slotWidths: readonly number[],
  cacheDir: string,
): Promise<MadePicture> {
  const original = fs.readFileSync(file);
  const key = createHash('sha256').update(recipe).update(original).digest('hex').slice(0, 16);
  fs.mkdirSync(cacheDir, { recursive: true });
  const infoFile = path.join(cacheDir, `${key}.json`);

  let info: CachedInfo;
  if (fs.existsSync(infoFile)) info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as CachedInfo;
  else {
    const metadata = await sharp(original).metadata();
    info = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    await writeAtomically(infoFile, async (temporary) => fs.writeFileSync(temporary, JSON.stringify(info)));
  }

  const widths = widthsFor(slotWidths, info.width);
  const variants: PictureVariants = {
    width: info.width,
    height: info.height,
    name: stemOf(src),
    hash: key.slice(0, 8),
    widths,
  };
  const files: VariantFile[] = [];
  let made = 0;
  for (const format of formatNames) {
    for (const width of widths) {
      const cached = path.join(cacheDir, `${key}-${width}.${variantExtensions[format]}`);
      if (!fs.existsSync(cached)) {
        // A fresh decode per copy: libvips then reads a JPEG at the smaller size directly (shrink-on-load).
        const upright = sharp(original, { failOn: 'error' }).autoOrient();
        const copy = encoders[format](upright.resize({ width, withoutEnlargement: true }));
        await writeAtomically(cached, (temporary) => copy.toFile(temporary));
        made += 1;
      }
      files.push({ from: cached, to: variantAddress(variants, width, format).slice(1) });
    }
  }
  return { variants, files, made };
}
