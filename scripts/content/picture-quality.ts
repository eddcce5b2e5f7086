/**
 * What only reading a picture can tell: whether it is a picture at all (and whole),
 * and whether it is large enough for where it is shown. Asynchronous because sharp
 * decodes the file; `npm run content:check` runs it after the other checks.
 */
import sharp, { type Metadata } from 'sharp';
import type { CollectionShape } from '#tina/schema/schema-kit';
import { isRasterPicture, pictureSlots } from '#model/picture-slots';
import type { FileProblem } from './problems-in-content';
import { contentPictures, type ContentPicture } from './content-pictures';

/** The formats the build can read and turn into small copies; SVG drawings are sent as they are. */
const readableFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'svg', 'heif']);
const exportAdvice = 'Upload it again, or open it and save or export it as JPEG.';

interface Inspection {
  problem?: string;
  width?: number;
  height?: number;
}

/** Decodes the whole picture, upright, so a truncated or damaged file is found here and not by a visitor. */
async function inspect(location: string): Promise<Inspection> {
  let metadata: Metadata;
  try {
    metadata = await sharp(location).metadata();
  } catch {
    return {
      problem: `is not a picture the site can show: the file cannot be read as an image. ${exportAdvice}`,
    };
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    return {
      problem:
        'is an HEIC photo (the iPhone’s own format), which the build cannot read. Export it as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible) and upload that.',
    };
  }
  if (!readableFormats.has(metadata.format)) {
    return {
      problem: `is a ${metadata.format.toUpperCase()} file, which the site does not show. ${exportAdvice}`,
    };
  }
  try {
    await sharp(location, { failOn: 'error' }).resize(16).raw().toBuffer();
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return { problem: `is damaged: reading it stopped with “${reason}”. ${exportAdvice}` };
  }
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

function tooSmall(picture: ContentPicture, inspection: Inspection): string | undefined {
  if (!picture.slot || !isRasterPicture(picture.src) || !inspection.width || !inspection.height) {
    return undefined;
  }
  const { name, minimum, recommended } = pictureSlots[picture.slot];
  if (inspection.width >= minimum.width && inspection.height >= minimum.height) {
    return undefined;
  }
  return (
    `is ${inspection.width} × ${inspection.height} pixels, too small for ${name}: it needs at least ` +
    `${minimum.width} × ${minimum.height} pixels (${recommended.width} × ${recommended.height} or larger looks sharpest). Upload a larger picture.`
  );
}

/** Pictures that are not pictures, are damaged, or are too small for their place, by file and field. */
export async function unusablePictures(
  collections: readonly CollectionShape[],
  root: string,
): Promise<FileProblem[]> {
  const inspections = new Map<string, Promise<Inspection>>();
  const problems: FileProblem[] = [];
  for (const picture of contentPictures(collections, root)) {
    if (!inspections.has(picture.location)) {
      inspections.set(picture.location, inspect(picture.location));
    }
    const inspection = await inspections.get(picture.location)!;
    const problem = inspection.problem ?? tooSmall(picture, inspection);
    if (problem) {
      problems.push({
        file: picture.file,
        path: picture.path,
        message: `the picture ${JSON.stringify(picture.src)} ${problem}`,
      });
    }
  }
  return problems;
}
