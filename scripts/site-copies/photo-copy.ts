/**
 * A copy of the project in which the owner has put camera photos in place of the
 * drawings: 4000 × 3000 JPEGs of about 4 MB, made on the spot (nothing that size
 * is committed), on the first `slides` slides of the home page and, if asked, the
 * first of them as the Catering page's hero picture too: the `owner` copy of
 * scripts/site-copies/site-variants.ts, which the picture budget tests read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { editorText, readDocument } from '#scripts/content/content-files';
import { writeCameraPhoto } from './camera-photo';
import { cateringPageCollection } from '#tina/schema/collections/catering';
import { homePageCollection } from '#tina/schema/collections/home';
import type { CollectionShape } from '#tina/schema/schema-kit';

/** A document of a project copy: the copy's folder, the document's collection and its file. */
interface DocumentIn {
  root: string;
  collection: CollectionShape;
  file: string;
}

/** Reads a document of the copy, lets `edit` change it, and writes it as the editor would. */
function editDocument(
  { root, collection, file }: DocumentIn,
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

/** Which photos a copy gets: the addresses of the originals, which a visitor must never be sent. */
export function cameraPhotos({ slides, cateringHero }: { slides: number; cateringHero: boolean }): {
  slidePhotos: string[];
  heroPhoto: string | undefined;
} {
  const slidePhotos = Array.from(
    { length: slides },
    (_, index) => `/images/uploads/camera-photo-${index + 1}.jpg`,
  );
  // The same photo as the first slide's, as the owner would choose it for both (issue 12, "Done when").
  return { slidePhotos, heroPhoto: cateringHero ? slidePhotos[0] : undefined };
}

/** Makes the photos in a copy of the project and puts them on its slides (and its Catering hero). */
export async function writeCameraPhotos(
  root: string,
  { slidePhotos, heroPhoto }: ReturnType<typeof cameraPhotos>,
): Promise<void> {
  for (const [index, src] of slidePhotos.entries()) {
    const file = path.join(root, 'public', src);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeCameraPhoto(file, { seed: index + 1 });
  }
  editDocument({ root, collection: homePageCollection, file: 'content/pages/home.json' }, (home) => {
    const list = home.slides as Record<string, unknown>[];
    slidePhotos.forEach((src, index) => {
      list[index]!.image = src;
    });
  });
  if (heroPhoto) {
    editDocument(
      { root, collection: cateringPageCollection, file: 'content/pages/catering.json' },
      (catering) => {
        catering.hero = {
          image: heroPhoto,
          imageAlt: 'Our espresso bar at a summer wedding.',
          imageFocus: 'bottom',
        };
      },
    );
  }
}
