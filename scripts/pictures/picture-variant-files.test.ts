import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePictureVariants, readOriginal, trimmedSize, widthsFor } from './picture-variant-files';
import { writeCameraPhoto } from '#scripts/site-copies/camera-photo';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-variants-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('widthsFor', () => {
  it('keeps the slot’s widths narrower than the file and never makes a copy wider than it', () => {
    expect(widthsFor([400, 800, 1200, 1600], 4000)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor([400, 800, 1200, 1600], 1000)).toEqual([400, 800, 1000]);
    expect(widthsFor([400, 800, 1200, 1600], 800)).toEqual([400, 800]);
  });
});

describe('trimmedSize', () => {
  // The picture, the frame's shape, and the largest part of the picture with that shape.
  it.each([
    { what: 'a landscape camera photo in a slide', picture: '4000x3000', frame: '8x5', kept: '4000x2500' },
    { what: 'an upright phone photo as a hero', picture: '3000x4000', frame: '2x1', kept: '3000x1500' },
    { what: 'a panorama on a card', picture: '5000x1000', frame: '3x2', kept: '1500x1000' },
    { what: 'a picture already of the frame’s shape', picture: '1600x1000', frame: '8x5', kept: '1600x1000' },
  ])('$what: $picture in $frame keeps $kept', ({ picture, frame, kept }) => {
    const size = (text: string) => {
      const [width, height] = text.split('x').map(Number) as [number, number];
      return { width, height };
    };
    expect(trimmedSize(size(picture), size(frame))).toEqual(size(kept));
  });
});

/** The mean colour of a copy, [red, green, blue]. */
async function meanColour(file: string): Promise<number[]> {
  const { channels } = await sharp(file).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('makePictureVariants', () => {
  it('makes AVIF, WebP and JPEG copies at each width, upright, trimmed to the slot, without the camera’s metadata, named by content', async () => {
    // A portrait photo stored sideways with "rotate 90°" in its EXIF, as phones write them, and a GPS position.
    const photo = path.join(dir, 'Owner Photo.JPG');
    await writeCameraPhoto(photo, { width: 1800, height: 1200, orientation: 6 });
    const cache = path.join(dir, 'cache');

    const original = await readOriginal(photo, '/images/home/Owner Photo.JPG', cache);
    expect(original.size).toEqual({ width: 1200, height: 1800 });
    const { variants, files, made } = await makePictureVariants(
      original,
      { slot: 'slide', focus: undefined },
      cache,
    );

    // Upright it is 1200 × 1800; the slideshow's 8 × 5 frame shows 1200 × 750 of it, and only that is sent.
    expect({ width: variants.width, height: variants.height }).toEqual({ width: 1200, height: 750 });
    expect(variants.widths).toEqual([400, 800, 1200]);
    expect(made).toBe(9);
    expect(variants.name).toBe('owner-photo');
    expect(variants.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(files.map((file) => `/${file.to}`)).toEqual(
      ['avif', 'webp', 'jpg'].flatMap((extension) =>
        [400, 800, 1200].map(
          (width) => `/assets/pictures/owner-photo-${width}.${variants.hash}.${extension}`,
        ),
      ),
    );

    // The original carries a GPS block (EXIF tag 0x8825, in either byte order); no copy carries any EXIF.
    const { exif } = await sharp(photo).metadata();
    expect(exif?.includes(Buffer.from([0x25, 0x88])) || exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    for (const file of files) {
      const copy = await sharp(file.from).metadata();
      const format = path.extname(file.to).slice(1);
      expect({ format: copy.format === 'heif' ? 'avif' : copy.format }).toEqual({
        format: format === 'jpg' ? 'jpeg' : format,
      });
      // Upright and trimmed: the frame's 8 × 5, with no orientation left to apply.
      expect(copy.width / copy.height).toBeCloseTo(1.6, 2);
      expect(copy.orientation ?? 1).toBe(1);
      expect(copy.exif).toBeUndefined();
      expect(copy.xmp).toBeUndefined();
    }
  });

  it('does no work for a picture it has made before, and new work for a changed one', async () => {
    const photo = path.join(dir, 'photo.jpg');
    await writeCameraPhoto(photo, { width: 900, height: 600 });
    const cache = path.join(dir, 'cache');
    const card = { slot: 'card', focus: undefined } as const;
    const read = () => readOriginal(photo, '/images/photo.jpg', cache);
    // A card is at most 1200 wide; this photo gives 400, 800 and its own 900.
    const first = await makePictureVariants(await read(), card, cache);
    expect(first.made).toBe(9);

    const again = await makePictureVariants(await read(), card, cache);
    expect(again.made).toBe(0);
    expect(again.variants).toEqual(first.variants);

    // Another focus is another trim of the same photo: new copies, new addresses.
    const refocused = await makePictureVariants(await read(), { ...card, focus: 'left' }, cache);
    expect(refocused.made).toBe(9);
    expect(refocused.variants.hash).not.toBe(first.variants.hash);

    await writeCameraPhoto(photo, { width: 900, height: 600, seed: 2 });
    const changed = await makePictureVariants(await read(), card, cache);
    expect(changed.made).toBe(9);
    expect(changed.variants.hash).not.toBe(first.variants.hash);
  });

  it('keeps the part the owner chose in view: the top of a tall photo, or its bottom', async () => {
    // Red above, blue below: a 2 × 1 hero frame can show only one of them.
    const photo = path.join(dir, 'tall.png');
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          top: 800,
          left: 0,
        },
      ])
      .png()
      .toFile(photo);
    const cache = path.join(dir, 'cache');
    const original = await readOriginal(photo, '/images/tall.png', cache);
    const copyOf = async (focus?: string) => {
      const { files } = await makePictureVariants(original, { slot: 'hero', focus }, cache);
      return files.find((file) => /-400\.[0-9a-f]{8}\.jpg$/.test(file.to))!.from;
    };

    const [red, , blueOfTop] = await meanColour(await copyOf('top'));
    expect(red).toBeGreaterThan(200);
    expect(blueOfTop).toBeLessThan(50);
    const [redOfBottom, , blue] = await meanColour(await copyOf('bottom'));
    expect(blue).toBeGreaterThan(200);
    expect(redOfBottom).toBeLessThan(50);
    // Not set: the middle, half of each.
    const [redOfMiddle, , blueOfMiddle] = await meanColour(await copyOf());
    expect(Math.abs(redOfMiddle! - blueOfMiddle!)).toBeLessThan(40);
  });
});
