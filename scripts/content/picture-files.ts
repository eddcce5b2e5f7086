/**
 * Pictures named in the content must be files under public/, or the page shows a broken
 * image. The editor cannot look at the disk, so only the content check does this.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FieldShape } from '../../tina/schema-kit';
import type { Problem } from '../../tina/validate-document';

/** Every picture path in a document, with where it is: `slides[2].image`. */
export function picturePaths(fields: readonly FieldShape[], value: unknown, at = ''): { path: string; value: unknown }[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    const child = record[field.name];
    if (child === undefined || child === null) return [];
    const items = field.list && Array.isArray(child) ? child.map((item, index) => ({ item, where: `${here}[${index}]` })) : [{ item: child, where: here }];
    if (field.type === 'image') return items.map(({ item, where }) => ({ path: where, value: item }));
    if (field.type === 'object') return items.flatMap(({ item, where }) => picturePaths(field.fields ?? [], item, where));
    return [];
  });
}

/** Why a picture path does not name a file in `publicDir`, or nothing when it does. */
export function pictureProblem(value: unknown, publicDir: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined; // the schema check reports the type or the absence
  const expected = 'a picture chosen in the editor’s media manager, such as /images/home/espresso-bar.svg';
  if (!value.startsWith('/') || value.startsWith('//')) return `expected ${expected}, found ${JSON.stringify(value)}.`;
  let file: string;
  try {
    file = path.resolve(publicDir, `.${decodeURI(value)}`);
  } catch {
    return `expected ${expected}, found ${JSON.stringify(value)} (a % not followed by two hex digits).`;
  }
  if (!file.startsWith(`${publicDir}${path.sep}`)) return `expected ${expected}, found ${JSON.stringify(value)}.`;
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return undefined;
  const shown = path.relative(path.dirname(publicDir), file).split(path.sep).join('/');
  return `the picture ${JSON.stringify(value)} does not exist: expected the file ${shown}. Upload it in the editor’s media manager, or choose another picture.`;
}

/** The missing or misplaced pictures of one document, by field. */
export function missingPictures(fields: readonly FieldShape[], document: unknown, root: string): Problem[] {
  const publicDir = path.join(root, 'public');
  return picturePaths(fields, document).flatMap(({ path: where, value }) => {
    const message = pictureProblem(value, publicDir);
    return message ? [{ path: where, message }] : [];
  });
}
