/**
 * Makes the small copies of one picture for one kind of frame with sharp (decision 010):
 * upright, trimmed to the frame's shape around the owner's focus, without metadata (sharp
 * writes none unless asked), never wider than the trimmed picture, in AVIF, WebP and JPEG,
 * cached under a name made from the original's content, the shape and the focus.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { pictureFocusOptions, pictureSlots, type PictureSlotName } from '#model/picture-slots';
import {
  variantAddress,
  variantExtensions,
  type PictureVariants,
  type VariantFormat,
} from '#src/pictures/picture-variants';

/**
 * Part of every cache name: change it when the encoding below changes, so old copies are made
 * again. The qualities are the usual web ones (AVIF 50 looks like JPEG 75 at about half the size).
 */
const recipe = 'v3 cover avif:q50e2 webp:q72e4 jpeg:q75-mozjpeg';
const encoders = {
  // Effort 2 rather than sharp's default 4: six times faster on a 2-core machine, files within a few per cent.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a PNG's transparent parts become the site's cream background.
  jpeg: (image: Sharp) => image.flatten({ background: '#fbf6ef' }).jpeg({ quality: 75, mozjpeg: true }),
} satisfies Record<VariantFormat, unknown>;

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
  const dashed = base.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return dashed.replace(/^-|-$/g, '') || 'picture';
}

/** Writes through a temporary name, so a build that stops half-way (or runs beside another) never leaves half a file. */
async function writeAtomically(target: string, write: (temporary: string) => Promise<unknown>) {
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await write(temporary);
  fs.renameSync(temporary, target);
}

/**
 * Where sharp keeps the picture when trimming it, the same part the page's CSS keeps (picture.module.scss):
 * the owner's focus in sharp's words (`top-left` → `left top`), the centre when not set or unknown.
 */
function sharpPosition(focus: string | undefined): string {
  const known = pictureFocusOptions.find((option) => option.value === focus)?.value ?? 'center';
  return known === 'center' ? 'centre' : known.split('-').reverse().join(' ');
}

type Size = { width: number; height: number };

/** The largest part of a `width` × `height` picture that has the frame's shape. */
export function trimmedSize({ width, height }: Size, aspect: Size): Size {
  if (width * aspect.height > height * aspect.width) {
    return { width: Math.floor((height * aspect.width) / aspect.height), height };
  }
  return { width, height: Math.floor((width * aspect.height) / aspect.width) };
}

/** A picture read once for all the slots it fills: its bytes, the cache's name for them, its upright size. */
export interface OriginalPicture {
  /** Its public address, as the content names it. */
  src: string;
  bytes: Buffer;
  /** From the bytes and the recipe: the start of every cached copy's name. */
  key: string;
  size: Size;
}

/** Reads the picture at `file` (public address `src`); its upright size comes from the cache when known. */
export async function readOriginal(file: string, src: string, cacheDir: string): Promise<OriginalPicture> {
  const bytes = fs.readFileSync(file);
  const key = createHash('sha256').update(recipe).update(bytes).digest('hex').slice(0, 16);
  fs.mkdirSync(cacheDir, { recursive: true });
  const sizeFile = path.join(cacheDir, `${key}.json`);
  if (fs.existsSync(sizeFile)) {
    return { src, bytes, key, size: JSON.parse(fs.readFileSync(sizeFile, 'utf8')) as Size };
  }
  const { autoOrient } = await sharp(bytes).metadata();
  const size = { width: autoOrient.width, height: autoOrient.height };
  await writeAtomically(sizeFile, async (temporary) => fs.writeFileSync(temporary, JSON.stringify(size)));
  return { src, bytes, key, size };
}

/** Where a picture is shown: its slot, and the owner's "Keep this part in view" (the centre when not set). */
export interface PictureTrim {
  slot: PictureSlotName;
  focus: string | undefined;
}

/** The copies of one picture for one slot and focus, made in `cacheDir` unless they are there already. */
export async function makePictureVariants(
  { src, bytes, key, size }: OriginalPicture,
  { slot, focus }: PictureTrim,
  cacheDir: string,
): Promise<MadePicture> {
  const { aspect, widths: slotWidths } = pictureSlots[slot];
  const position = sharpPosition(focus);
  const trimmed = trimmedSize(size, aspect);
  const widths = widthsFor(slotWidths, trimmed.width);
  const crop = `${aspect.width}x${aspect.height}-${position.replace(' ', '-')}`;
  const variants: PictureVariants = {
    ...trimmed,
    name: stemOf(src),
    hash: createHash('sha256').update(key).update(crop).digest('hex').slice(0, 8),
    widths,
  };
  const files: VariantFile[] = [];
  let made = 0;
  for (const format of Object.keys(encoders) as VariantFormat[]) {
    for (const width of widths) {
      const cached = path.join(cacheDir, `${key}-${crop}-${width}.${variantExtensions[format]}`);
      if (!fs.existsSync(cached)) {
        // A fresh decode per copy: libvips then reads a JPEG at the smaller size directly (shrink-on-load).
        const upright = sharp(bytes, { failOn: 'error' }).autoOrient();
        const height = Math.round((width * aspect.height) / aspect.width);
        const copy = encoders[format](upright.resize({ width, height, fit: 'cover', position }));
        await writeAtomically(cached, (temporary) => copy.toFile(temporary));
        made += 1;
      }
      files.push({ from: cached, to: variantAddress(variants, width, format).slice(1) });
    }
  }
  return { variants, files, made };
}
