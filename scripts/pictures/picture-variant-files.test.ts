import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePictureVariants, widthsFor } from './picture-variant-files';
import { writeCameraPhoto } from './camera-photo';

// Encoding AVIF takes a moment, more so while the other test files run beside these.
jest.setTimeout(60_000);

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

describe('makePictureVariants', () => {
  it('makes AVIF, WebP and JPEG copies at each width, upright, without the camera’s metadata, named by content', async () => {
    // A portrait photo stored sideways with "rotate 90°" in its EXIF, as phones write them, and a GPS position.
    const photo = path.join(dir, 'Owner Photo.JPG');
    await writeCameraPhoto(photo, { width: 1800, height: 1200, orientation: 6 });
    const cache = path.join(dir, 'cache');

    const { variants, files, made } = await makePictureVariants(
      photo,
      '/images/home/Owner Photo.JPG',
      [400, 800, 1200, 1600],
      cache,
    );

    expect({ width: variants.width, height: variants.height }).toEqual({ width: 1200, height: 1800 });
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
      // Upright: as tall as 1.5 times its width, with no orientation left to apply.
      expect(copy.height / copy.width).toBeCloseTo(1.5, 1);
      expect(copy.orientation ?? 1).toBe(1);
      expect(copy.exif).toBeUndefined();
      expect(copy.xmp).toBeUndefined();
    }
  });

  it('does no work for a picture it has made before, and new work for a changed one', async () => {
    const photo = path.join(dir, 'photo.jpg');
    await writeCameraPhoto(photo, { width: 900, height: 600 });
    const cache = path.join(dir, 'cache');
    const first = await makePictureVariants(photo, '/images/photo.jpg', [400, 800], cache);
    expect(first.made).toBe(6);

    const again = await makePictureVariants(photo, '/images/photo.jpg', [400, 800], cache);
    expect(again.made).toBe(0);
    expect(again.variants).toEqual(first.variants);

    await writeCameraPhoto(photo, { width: 900, height: 600, seed: 2 });
    const changed = await makePictureVariants(photo, '/images/photo.jpg', [400, 800], cache);
    expect(changed.made).toBe(6);
    expect(changed.variants.hash).not.toBe(first.variants.hash);
  });
});
