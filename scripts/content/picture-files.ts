/**
 * Pictures named in the content must be files under public/, or the page shows a broken
 * image, and each needs its description, or people who cannot see it get nothing. The
 * editor cannot look at the disk, so only the content check does this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { altFieldName, pictureSlotOf } from '#tina/schema/picture-fields';
import type { FieldShape } from '#tina/schema/schema-kit';
import type { Problem } from '#tina/schema/validate-document';
import { fieldValues, type FieldValue } from './content-files';
import { svgDangers, svgRefusal } from './svg-safety';

/** Every picture path in a document, with where it is (`slides[2].image`) and the group that holds it (and its `imageAlt`). */
export const picturePaths = (fields: readonly FieldShape[], document: unknown): FieldValue[] =>
  fieldValues(fields, document).filter(({ field }) => field.type === 'image');

/** The file a picture path names, or why it names none under `publicDir`. */
export function pictureFile(value: string, publicDir: string): { file: string } | { problem: string } {
  const expected = 'a picture chosen in the editor’s media manager, such as /images/home/espresso-bar.svg';
  if (!value.startsWith('/') || value.startsWith('//')) {
    return { problem: `expected ${expected}, found ${JSON.stringify(value)}.` };
  }
  let file: string;
  try {
    file = path.resolve(publicDir, `.${decodeURI(value)}`);
  } catch {
    return {
      problem: `expected ${expected}, found ${JSON.stringify(value)} (a % not followed by two hex digits).`,
    };
  }
  if (!file.startsWith(`${publicDir}${path.sep}`)) {
    return { problem: `expected ${expected}, found ${JSON.stringify(value)}.` };
  }
  if (fs.existsSync(file) && fs.statSync(file).isFile()) {
    return { file };
  }
  const shown = path.relative(path.dirname(publicDir), file).split(path.sep).join('/');
  return {
    problem: `the picture ${JSON.stringify(value)} does not exist: expected the file ${shown}. Upload it in the editor’s media manager, or choose another picture.`,
  };
}

/** Why a picture path does not name a file in `publicDir` that is safe to publish, or nothing when it does. */
export function pictureProblem(value: unknown, publicDir: string): string | undefined {
  if (typeof value !== 'string' || value === '') {
    return undefined;
  } // the schema check reports the type or the absence
  const found = pictureFile(value, publicDir);
  if ('problem' in found) {
    return found.problem;
  }
  if (!found.file.toLowerCase().endsWith('.svg')) {
    return undefined;
  }
  const dangers = svgDangers(fs.readFileSync(found.file, 'utf8'));
  const shown = path.relative(path.dirname(publicDir), found.file).split(path.sep).join('/');
  return dangers.length > 0
    ? `the drawing ${JSON.stringify(value)} (${shown}) ${svgRefusal(dangers)}`
    : undefined;
}

/** A picture without its description, named at the description's field. */
function missingDescription({ path: where, value, field, holder, siblings }: FieldValue): Problem[] {
  if (typeof value !== 'string' || value === '') {
    return [];
  }
  const altName = altFieldName(field.name);
  // A required description is the schema check's to report (the slides'); this covers optional pictures.
  if (siblings.find((sibling) => sibling.name === altName)?.required) {
    return [];
  }
  // Pictures made by `pictureFields` have their description beside them; others (the share picture) only if present.
  if (pictureSlotOf(field) === undefined && !Object.hasOwn(holder, altName)) {
    return [];
  }
  const alt = holder[altName];
  if (typeof alt === 'string' && alt.trim() !== '') {
    return [];
  }
  return [
    {
      path: where.replace(/[^.\]]+$/, altName),
      message: `the picture ${JSON.stringify(value)} has no description: write in one sentence what it shows, for people who cannot see it ("Picture description").`,
    },
  ];
}

/** The missing or misplaced pictures of one document, and pictures without a description, by field. */
export function missingPictures(fields: readonly FieldShape[], document: unknown, root: string): Problem[] {
  const publicDir = path.join(root, 'public');
  return picturePaths(fields, document).flatMap((reference) => {
    const message = pictureProblem(reference.value, publicDir);
    return [...(message ? [{ path: reference.path, message }] : []), ...missingDescription(reference)];
  });
}
