import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFields } from '#tina/schema/picture-fields';
import { defineCollection } from '#tina/schema/schema-kit';
import { checkContent, formatProblems } from './problems-in-content';
import { unusablePictures } from './picture-quality';

/** A page with slides (8:5, at least 800 × 500) and an optional hero picture (at least 1120 × 560). */
const galleryCollection = defineCollection({
  name: 'galleryPage',
  label: 'Gallery page',
  path: 'content/pages',
  format: 'json',
  match: { include: 'gallery' },
  fields: [
    {
      type: 'object',
      name: 'slides',
      label: 'Slides',
      list: true,
      required: true,
      fields: pictureFields('slide', { label: 'Picture', required: true }),
    },
    {
      type: 'object',
      name: 'hero',
      label: 'Hero picture',
      fields: pictureFields('hero', { label: 'Picture', required: false }),
    },
  ],
});

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-quality-'));
  fs.mkdirSync(path.join(root, 'content/pages'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public/images'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a3b12' } })
    .jpeg()
    .toBuffer();

function page(slideImage: string, hero?: { image: string; imageAlt?: string }) {
  const document = {
    slides: [{ image: slideImage, imageAlt: 'A cup on the counter.' }],
    ...(hero ? { hero } : {}),
  };
  fs.writeFileSync(path.join(root, 'content/pages/gallery.json'), JSON.stringify(document, null, 2));
}
const putPicture = (name: string, data: Buffer | string) =>
  fs.writeFileSync(path.join(root, 'public/images', name), data);
/** Both halves of the content check, as `npm run content:check` runs them. */
const allProblems = async () => [
  ...checkContent([galleryCollection], root),
  ...(await unusablePictures([galleryCollection], root)),
];

// A picture that does not exist, or has no description: picture-files.test.ts, and content-rules.test.ts in the content.
describe('the content check reads every picture', () => {
  it('accepts a camera photo large enough for its slot, and an SVG drawing', async () => {
    putPicture('photo.jpg', await photo(1600, 1000));
    putPicture(
      'drawing.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 5"><rect width="8" height="5"/></svg>',
    );
    page('/images/photo.jpg', { image: '/images/drawing.svg', imageAlt: 'A drawing of the bar.' });
    expect(await allProblems()).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    putPicture('notes.jpg', 'Espresso at 7, gelato at 3.');
    page('/images/notes.jpg');
    expect(await allProblems()).toEqual([
      {
        file: 'content/pages/gallery.json',
        path: 'slides[0].image',
        message:
          'the picture "/images/notes.jpg" is not a picture the site can show: the file cannot be read as an image. Upload it again, or open it and save or export it as JPEG.',
      },
    ]);
  });

  it('refuses a damaged image (a photo cut off half-way through its upload)', async () => {
    const whole = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
        background: '#000',
      },
    })
      .jpeg()
      .toBuffer();
    putPicture('cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    page('/images/cut.jpg');
    const [problem, ...others] = await allProblems();
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/pages/gallery.json', path: 'slides[0].image' });
    expect(problem?.message).toMatch(
      /^the picture "\/images\/cut\.jpg" is damaged: reading it stopped with “.+”\. Upload it again/,
    );
  });

  it('refuses a picture smaller than its slot needs, saying which size is needed', async () => {
    putPicture('small.jpg', await photo(640, 400));
    putPicture('wide.jpg', await photo(1000, 600));
    page('/images/small.jpg', { image: '/images/wide.jpg', imageAlt: 'The square at dawn.' });
    expect(formatProblems(await allProblems())).toBe(
      [
        'Content check failed: 2 problems in 1 file.',
        '  content/pages/gallery.json › slides[0].image: the picture "/images/small.jpg" is 640 × 400 pixels, too small for the slideshow: it needs at least 800 × 500 pixels (1600 × 1000 or larger looks sharpest). Upload a larger picture.',
        '  content/pages/gallery.json › hero.image: the picture "/images/wide.jpg" is 1000 × 600 pixels, too small for a page’s hero picture: it needs at least 1120 × 560 pixels (2240 × 1120 or larger looks sharpest). Upload a larger picture.',
      ].join('\n'),
    );
  });
});
