/**
 * The three fields of every picture the owner sets: the file, what it shows (for
 * people who cannot see it) and which part stays in view when its frame trims it.
 * Each picture field is registered with its slot (model/picture-slots.ts),
 * so the content check knows what size it needs and the build which widths to make,
 * without putting keys Tina does not know into the schema.
 */
import { pictureFocusOptions, pictureSlots, type PictureSlotName } from '#model/picture-slots';
import { optionalText, type FieldShape } from './schema-kit';

const slotOfField = new WeakMap<FieldShape, PictureSlotName>();

/** The slot a picture field fills, if it is one made by `pictureFields`. */
export const pictureSlotOf = (field: FieldShape): PictureSlotName | undefined => slotOfField.get(field);

/** Where a picture's description lives: beside it, named after it (`image` → `imageAlt`). */
export const altFieldName = (pictureFieldName: string) => `${pictureFieldName}Alt`;

/** Where its "Keep this part in view" lives: `image` → `imageFocus`. */
export const focusFieldName = (pictureFieldName: string) => `${pictureFieldName}Focus`;

function sizeAdvice(slotName: PictureSlotName): string {
  const { aspect, minimum, recommended } = pictureSlots[slotName];
  return (
    `Any camera photo is fine (JPEG, PNG, WebP or AVIF): the site makes small, fast copies for every screen. ` +
    `Shown ${aspect.width} wide by ${aspect.height} high; at least ${minimum.width} × ${minimum.height} pixels, ` +
    `${recommended.width} × ${recommended.height} or larger looks sharpest. Other shapes are trimmed to fit: choose below which part stays in view.`
  );
}

/** `image`, `imageAlt` and `imageFocus`, for a picture shown in `slotName`. */
export function pictureFields<const R extends boolean>(
  slotName: PictureSlotName,
  { label, required }: { label: string; required: R },
) {
  const image = {
    type: 'image',
    name: 'image',
    label,
    description: `${sizeAdvice(slotName)}${required ? ' The site is not published while the picture is missing.' : ' Leave empty for no picture.'}`,
    required,
    // What the build turns into small copies, and SVG drawings; the media manager refuses anything else (HEIC, PDF, video).
    accept: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'],
  } as const;
  slotOfField.set(image, slotName);
  return [
    image,
    {
      type: 'string',
      name: 'imageAlt',
      label: 'Picture description',
      description:
        'What the picture shows, in one sentence, for people who cannot see it. Needed whenever there is a picture.',
      required,
    },
    optionalText({
      name: 'imageFocus',
      label: 'Keep this part in view',
      description:
        'When the picture is trimmed to fit its frame, this part of it stays visible. Centre if not set.',
      options: pictureFocusOptions,
    }),
  ] as const;
}

/** A service page's optional wide picture under its introduction. */
export const heroPictureField = {
  type: 'object',
  name: 'hero',
  label: 'Hero picture',
  description:
    'Optional: a wide picture under the page’s introduction. Without one the page starts with its text.',
  fields: pictureFields('hero', { label: 'Picture', required: false }),
} as const;
