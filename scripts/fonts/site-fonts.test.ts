/**
 * @jest-environment node
 */
/**
 * Which stack a page is drawn in (decision 016): the fallbacks until the page is marked
 * for the web fonts, the web fonts once it is, and the web fonts where no script runs.
 */
import path from 'node:path';
import * as sass from 'sass-embedded';
import { webFontFamilies, webFontsAttribute } from '../../src/browser/web-fonts/web-fonts-mark';
import { fontMetricsImporter, fontStack, siteFonts } from './site-fonts';

const stylesDir = path.resolve(__dirname, '../../src/styles');
const families = () =>
  sass.compileString(`@use 'fonts'; @include fonts.families;`, {
    importers: [fontMetricsImporter],
    loadPaths: [stylesDir],
    style: 'compressed',
  }).css;

/** The value of a custom property in a rule of `css` whose selector is `selector`. */
function property(css: string, selector: string, name: string): string | undefined {
  const escaped = selector.replace(/[[\]()]/g, '\\$&');
  const rule = new RegExp(`${escaped}\\{([^}]*)\\}`).exec(css)?.[1];
  return rule && new RegExp(`${name}:\\s*([^;]*)`).exec(rule)?.[1];
}

describe('the font stacks', () => {
  it('name the families the page script loads (src/browser/web-fonts/web-fonts-mark.ts)', () => {
    expect(Object.values(siteFonts).map((font) => font.metrics.familyName)).toEqual(webFontFamilies);
  });

  it('have a form without the web font, which asks for no file', () => {
    const { family, fallbacks } = fontStack(siteFonts.text);
    expect(family.startsWith('"DM Sans", ')).toBe(true);
    expect(family.endsWith(fallbacks)).toBe(true);
    expect(fallbacks).not.toMatch(/"DM Sans"|(^|, )DM Sans(,|$)/);
    expect(fallbacks.split(', ')[0]).toBe('"DM Sans Fallback: Arial"');
  });

  it('give every fallback family a real bold face, so no browser has to fake the bold (Firefox barely does)', () => {
    for (const font of Object.values(siteFonts)) {
      const { fallbacks, fallbackFaces } = fontStack(font);
      const faces = fallbackFaces.match(/@font-face \{[^}]*\}/g) ?? [];
      const stretched = fallbacks.split(', ').filter((family) => family.includes(' Fallback: '));
      expect(stretched).toHaveLength(font.fallbacks.length);
      for (const family of stretched) {
        const ofFamily = faces.filter((face) => face.includes(`font-family: ${family};`));
        const bold = ofFamily.filter((face) => /font-weight: 700;/.test(face));
        expect({ family, faces: ofFamily.length, bold: bold.length }).toEqual({ family, faces: 2, bold: 1 });
        expect(bold[0]).toMatch(/src: local\('[^']+ Bold'\)/);
      }
    }
  });

  it('draw an unmarked page in the fallbacks, a marked one and one without scripts in the web fonts', () => {
    const css = families();
    expect(property(css, ':root', '--font-display')).toMatch(/^"Fraunces Fallback: Georgia",/);
    expect(property(css, ':root', '--font-text')).toMatch(/^"DM Sans Fallback: Arial",/);
    expect(property(css, `:root[${webFontsAttribute}]`, '--font-display')).toMatch(/^Fraunces,/);
    expect(property(css, `:root[${webFontsAttribute}]`, '--font-text')).toMatch(/^"DM Sans",/);
    const noScripts = /@media\s*\(scripting:\s*none\)\{(:root\{[^}]*\})\}/.exec(css)?.[1] ?? '';
    expect(property(noScripts, ':root', '--font-display')).toMatch(/^Fraunces,/);
    expect(property(noScripts, ':root', '--font-text')).toMatch(/^"DM Sans",/);
  });
});
