/**
 * A stand-in for an owner's camera photo, made on the spot (a multi-megabyte file
 * has no place in the repository): 4000 × 3000 by default, smooth colour like a
 * scene, texture and grain like a sensor's, a few sharp-edged shapes, saved as JPEG at
 * quality 92 with camera metadata and a GPS position, about 4 MB, as a phone writes.
 * Used by the picture budget tests and the picture step's own tests.
 */
import sharp from 'sharp';

/** A deterministic random sequence (mulberry32), so a given seed always gives the same photo. */
function randomBytes(seed: number, count: number): Buffer {
  let state = seed >>> 0;
  const bytes = Buffer.alloc(count);
  for (let index = 0; index < count; index += 1) {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    bytes[index] = ((mixed ^ (mixed >>> 14)) >>> 0) >>> 24;
  }
  return bytes;
}

export async function writeCameraPhoto(
  file: string,
  {
    width = 4000,
    height = 3000,
    seed = 1,
    orientation,
  }: { width?: number; height?: number; seed?: number; orientation?: number } = {},
): Promise<void> {
  // A 6 × 5 grid of random colours, enlarged smoothly: broad areas of light and colour.
  // Layers are passed on as raw pixels: encoding 12-megapixel PNGs between the steps took most of the time.
  const raw = { width, height, channels: 3 } as const;
  const scene = await sharp(randomBytes(seed, 6 * 5 * 3), { raw: { width: 6, height: 5, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  // Texture at two scales: detail a few pixels across (which survives making the picture
  // smaller, as leaves, fabric and wood do) and the sensor's grain of single pixels.
  // Made from the seed (not sharp's own random noise), so the same photo, and its cached copies, come back each run.
  const noise = (scale: number, strength: number) => {
    const small = {
      width: Math.round(width / scale),
      height: Math.round(height / scale),
      channels: 3 as const,
    };
    const bytes = randomBytes(seed * 7 + scale, small.width * small.height * 3);
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = 128 + ((bytes[index]! - 128) * strength) / 128;
    }
    return sharp(bytes, { raw: small })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const texture = await noise(4, 90);
  const grain = await noise(2, 40);
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width * 0.3}" cy="${height * 0.55}" r="${height * 0.18}" fill="#f5efe6" stroke="#2b1a10" stroke-width="${width / 200}"/>` +
      `<rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.25}" height="${height * 0.4}" rx="${width / 80}" fill="#8a3b12"/>` +
      `<path d="M0 ${height * 0.8} L${width} ${height * 0.7} L${width} ${height} L0 ${height}Z" fill="#5c3a21" opacity="0.8"/>` +
      `</svg>`,
  );
  await sharp(scene, { raw })
    .composite([
      { input: shapes, blend: 'over' },
      { input: texture, raw, blend: 'soft-light' },
      { input: grain, raw, blend: 'soft-light' },
    ])
    .withExif({
      IFD0: { Make: 'Vicolo Test Camera', Model: 'Stand-in' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 26/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 0/1',
      },
    })
    // Stored as the sensor read it, with the turn to make it upright in the EXIF, as phones do.
    .withMetadata(orientation ? { orientation } : {})
    .jpeg({ quality: 92 })
    .toFile(file);
}
