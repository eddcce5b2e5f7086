/**
 * Keeps only the weights the site uses of a variable font (decision 012). Fontsource's files carry the whole
 * `wght` axis, 100 to 900 or 1000; the site draws Fraunces at 600 alone and DM Sans from 400 to 700.
 * HarfBuzz's instancer (through subset-font) pins an axis to one value, which leaves a static font, or
 * narrows it to a range. Every glyph is kept: the stylesheet's `unicode-range` stays true, so an accented
 * letter the owner types is still drawn in the site's face.
 */
import subsetFont from 'subset-font';
import type { WeightRange } from './site-fonts';

export function instanceFont(woff2: Buffer, weights: WeightRange): Promise<Buffer> {
  const wght = weights.min === weights.max ? weights.min : { min: weights.min, max: weights.max };
  return subsetFont(woff2, null, { targetFormat: 'woff2', keepAllGlyphs: true, variationAxes: { wght } });
}
