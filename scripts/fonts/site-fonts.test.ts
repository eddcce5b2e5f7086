/**
 * @jest-environment node
 */
/**
 * The font stacks (decision 016). Which one a page is drawn in (the fallbacks until the page is
 * marked for the web fonts, the web fonts once it is and where no script runs) is seen drawn by
 * tests/e2e/layout.spec.ts and seo.spec.ts.
 */
import { webFontFamilies } from '#src/browser/web-fonts/web-fonts-mark';
import { fontStack, siteFonts } from './site-fonts';

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
});
