/**
 * @jest-environment node
 */
/**
 * The build keeps only the weights the site draws of each font (decision 012): fewer
 * bytes on every first view, with every letter still there and the weights the tokens
 * ask for still in the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as sass from 'sass';
import subsetFont from 'subset-font';
import type { LoaderContext } from 'webpack';
import { instanceFont } from './font-instance';
import fontInstanceLoader from './font-instance-loader';
import { projectRoot } from '#scripts/build/build-output';
import { fontMetricsImporter, siteFontAt, siteFonts } from './site-fonts';

const fileOf = (font: { file: string }) => path.join(projectRoot, 'node_modules', font.file);

/** The tables of a font, read from its sfnt form (the WOFF2 decompressed). */
async function tablesOf(woff2: Buffer): Promise<Map<string, Buffer>> {
  const sfnt = await subsetFont(woff2, null, { targetFormat: 'sfnt', keepAllGlyphs: true });
  const tables = new Map<string, Buffer>();
  const count = sfnt.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = sfnt.toString('latin1', record, record + 4);
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    tables.set(tag, sfnt.subarray(offset, offset + length));
  }
  return tables;
}

/** The variation axes a font has, from its `fvar` table (none: a static font). */
function axesOf(tables: Map<string, Buffer>): Record<string, { min: number; max: number }> {
  const fvar = tables.get('fvar');
  if (!fvar) {
    return {};
  }
  const axesOffset = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  const axes: Record<string, { min: number; max: number }> = {};
  for (let index = 0; index < axisCount; index += 1) {
    const axis = axesOffset + index * axisSize;
    axes[fvar.toString('latin1', axis, axis + 4)] = {
      min: fvar.readInt32BE(axis + 4) / 65536,
      max: fvar.readInt32BE(axis + 12) / 65536,
    };
  }
  return axes;
}

const glyphCount = (tables: Map<string, Buffer>) => tables.get('maxp')!.readUInt16BE(4);

describe('instanceFont', () => {
  it('pins Fraunces to 600: a static font, every glyph kept, half the bytes', async () => {
    const original = fs.readFileSync(fileOf(siteFonts.display));
    const instanced = await instanceFont(original, { min: 600, max: 600 });
    const [before, after] = await Promise.all([tablesOf(original), tablesOf(instanced)]);

    expect(axesOf(before)).toEqual({ wght: { min: 100, max: 900 } });
    expect(axesOf(after)).toEqual({});
    expect(glyphCount(after)).toBe(glyphCount(before));
    expect(instanced.length).toBeLessThan(original.length * 0.55);
  });

  it('narrows DM Sans to 400–700: still variable across the weights the tokens use', async () => {
    const original = fs.readFileSync(fileOf(siteFonts.text));
    const instanced = await instanceFont(original, { min: 400, max: 700 });
    const [before, after] = await Promise.all([tablesOf(original), tablesOf(instanced)]);

    expect(axesOf(after)).toEqual({ wght: { min: 400, max: 700 } });
    expect(glyphCount(after)).toBe(glyphCount(before));
    expect(instanced.length).toBeLessThan(original.length * 0.7);
  });
});

describe('the font loader', () => {
  function runLoader(resourcePath: string, source: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const context = {
        rootContext: projectRoot,
        resourcePath,
        async: () => (error: Error | null, result?: Buffer) => (error ? reject(error) : resolve(result!)),
      } as unknown as LoaderContext<unknown>;
      fontInstanceLoader.call(context, source);
    });
  }

  it('cuts each site font to its weights', async () => {
    const file = fileOf(siteFonts.display);
    const output = await runLoader(file, fs.readFileSync(file));
    expect(axesOf(await tablesOf(output))).toEqual({});
  });

  it('stops the build on a font that is not one of the site fonts, naming the file', async () => {
    const stray = path.join(
      projectRoot,
      'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2',
    );
    expect(siteFontAt(stray)).toBeUndefined();
    await expect(runLoader(stray, fs.readFileSync(stray))).rejects.toThrow(
      /^node_modules\/@fontsource-variable\/fraunces\/files\/fraunces-latin-full-normal\.woff2: .*not one of the site's fonts in scripts\/fonts\/site-fonts\.ts/,
    );
  });
});

describe('the weight tokens', () => {
  const compile = (scss: string) => sass.compileString(scss, { importers: [fontMetricsImporter] }).css;

  it('pass the weights each face is built with', () => {
    expect(compile(`@use 'font-metrics:site' as f; a { font-weight: f.text-weight(500); }`)).toContain(
      'font-weight: 500',
    );
  });

  it('stop the build on a weight the build removed, naming weight, face and what it has', () => {
    expect(() => compile(`@use 'font-metrics:site' as f; a { font-weight: f.text-weight(800); }`)).toThrow(
      'font-weight 800: DM Sans is built with weights 400 to 700',
    );
    expect(() => compile(`@use 'font-metrics:site' as f; a { font-weight: f.display-weight(700); }`)).toThrow(
      'font-weight 700: Fraunces is built with weights 600 only',
    );
  });

  it('match the weights the site actually uses (src/styles/_tokens.scss compiles)', () => {
    const tokens = path.join(projectRoot, 'src/styles/_tokens.scss');
    expect(() =>
      sass.compileString(`@use 'tokens'; a { b: tokens.$font-weight-bold; }`, {
        importers: [fontMetricsImporter],
        loadPaths: [path.dirname(tokens)],
      }),
    ).not.toThrow();
  });
});
