/**
 * A copy of the project in which the owner has put camera photos in place of the
 * drawings: 4000 × 3000 JPEGs of about 4 MB, made on the spot (nothing that size
 * is committed), on the first `slides` slides of the home page and, if asked, the
 * first of them as the Catering page's hero picture too. Used by the picture budget tests and by
 * `npm run audit -- --photo`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { editorText, readDocument } from '../content/content-files';
import { writeCameraPhoto } from '../pictures/camera-photo';
import { cateringPageCollection } from '../../tina/collections/catering';
import { homePageCollection } from '../../tina/collections/home';
import type { CollectionShape } from '../../tina/schema-kit';
import { copyProject } from './project-copy';

/** The addresses of the originals, which a visitor must never be sent. */
export interface PhotoCopy {
  root: string;
  slidePhotos: string[];
  heroPhoto: string | undefined;
}

function editDocument(
  root: string,
  collection: CollectionShape,
  file: string,
  edit: (document: Record<string, unknown>) => void,
) {
  const location = path.join(root, file);
  const document = readDocument(collection, fs.readFileSync(location, 'utf8'), file) as Record<
    string,
    unknown
  >;
  edit(document);
  fs.writeFileSync(location, editorText(collection, document));
}

export async function writePhotoCopy({
  slides,
  cateringHero,
}: {
  slides: number;
  cateringHero: boolean;
}): Promise<PhotoCopy> {
  const root = copyProject('photos');
  const uploads = path.join(root, 'public/images/uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const slidePhotos: string[] = [];
  for (let index = 0; index < slides; index += 1) {
    const name = `camera-photo-${index + 1}.jpg`;
    await writeCameraPhoto(path.join(uploads, name), { seed: index + 1 });
    slidePhotos.push(`/images/uploads/${name}`);
  }
  editDocument(root, homePageCollection, 'content/pages/home.json', (home) => {
    const list = home.slides as Record<string, unknown>[];
    slidePhotos.forEach((src, index) => {
      list[index]!.image = src;
    });
  });
  // The same photo as the first slide's, as the owner would choose it for both (issue 12, "Done when").
  const heroPhoto = cateringHero ? slidePhotos[0] : undefined;
  if (heroPhoto) {
    editDocument(root, cateringPageCollection, 'content/pages/catering.json', (catering) => {
      catering.hero = {
        image: heroPhoto,
        imageAlt: 'Our espresso bar at a summer wedding.',
        imageFocus: 'bottom',
      };
    });
  }
  return { root, slidePhotos, heroPhoto };
}
