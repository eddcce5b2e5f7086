/** subset-font ships no types; the part of its API the font instancing uses (scripts/fonts/font-instance.ts). */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
  }
  function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}
