import path from 'node:path';
import { focusFieldName, pictureSlotOf } from '#tina/schema/picture-fields';
import type { CollectionShape } from '#tina/schema/schema-kit';
import type { PictureSlotName } from '#model/picture-slots';
import { readableDocuments } from './content-files';
import { pictureFile, picturePaths } from './picture-files';

export interface ContentPicture {
  /** The content file that names it: `content/pages/home.json`. */
  file: string;
  /** The field: `slides[0].image`. */
  path: string;
  /** Its address as the content writes it: `/images/home/photo.jpg`. */
  src: string;
  /** The file on disk. */
  location: string;
  /** Where it is shown; none for pictures used as they are (the share picture). */
  slot: PictureSlotName | undefined;
  /** The owner's "Keep this part in view" beside it (`imageFocus`), if set. */
  focus: string | undefined;
}

/**
 * Every picture the content names that exists under public/, with the field and the slot it fills. Files that
 * cannot be read, and pictures that do not exist, are left to the content check, which reports them.
 */
export function contentPictures(collections: readonly CollectionShape[], root: string): ContentPicture[] {
  const publicDir = path.join(root, 'public');
  return readableDocuments(collections, root).flatMap(({ collection, file, document }) =>
    picturePaths(collection.fields, document).flatMap((reference) => {
      if (typeof reference.value !== 'string' || reference.value === '') {
        return [];
      }
      const found = pictureFile(reference.value, publicDir);
      if ('problem' in found) {
        return [];
      }
      const focus = reference.holder[focusFieldName(reference.field.name)];
      return [
        {
          file,
          path: reference.path,
          src: reference.value,
          location: found.file,
          slot: pictureSlotOf(reference.field),
          focus: typeof focus === 'string' ? focus : undefined,
        },
      ];
    }),
  );
}
