/**
 * The site's two typefaces: each one's file, the weights the build keeps of it, and the local
 * fallbacks @capsizecss/core stretches to its metrics (decisions 012 and 016), handed to the
 * stylesheets by the Sass importer below as the module `font-metrics`.
 */
import path from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { webFontsAttribute } from '#src/browser/web-fonts/web-fonts-mark';
import publishedMetrics from './font-metrics.json';

/** The faces' metrics as @capsizecss/metrics 4.3.0 publishes them, by its import path (decision 012). */
const metrics: Record<keyof typeof publishedMetrics, FontMetrics> = publishedMetrics;
const { arial, dMSans: dmSans, fraunces, georgia, roboto, timesNewRoman } = metrics;
const {
  'arial/700': arialBold,
  'dMSans/700': dmSansBold,
  'fraunces/600': frauncesSemiBold,
  'georgia/700': georgiaBold,
  'roboto/700': robotoBold,
  'timesNewRoman/700': timesNewRomanBold,
} = metrics;

/**
 * Liberation Sans and Serif (most Linux desktops) are drawn to Arial's and Times New
 * Roman's metrics, but are found under their own names, which `local()` needs.
 */
const liberation = (
  drawnAs: FontMetrics,
  { familyName, bold = false }: { familyName: string; bold?: boolean },
): FontMetrics => ({
  ...drawnAs,
  familyName,
  fullName: bold ? `${familyName} Bold` : familyName,
  postscriptName: `${familyName.replace(' ', '')}${bold ? '-Bold' : ''}`,
});
const liberationSans = liberation(arial, { familyName: 'Liberation Sans' });
const liberationSerif = liberation(timesNewRoman, { familyName: 'Liberation Serif' });
const liberationSansBold = liberation(arialBold, { familyName: 'Liberation Sans', bold: true });
const liberationSerifBold = liberation(timesNewRomanBold, { familyName: 'Liberation Serif', bold: true });

/** A range of the `wght` axis; `min` equal to `max` is one fixed weight. */
export interface WeightRange {
  min: number;
  max: number;
}

export interface SiteFont {
  /** The family the site's own @font-face declares (src/styles/_fonts.scss). */
  metrics: FontMetrics;
  /** The variable font file, as a package path: Fontsource's Latin file with the whole `wght` axis. */
  file: string;
  /**
   * The weights the site draws this face in: the build keeps only these of the file's axis, half the
   * bytes (scripts/fonts/font-instance.ts); the tokens ask for no other (src/styles/_tokens.scss).
   */
  weights: WeightRange;
  /** Local fonts to stand in while it loads, first found first used: Apple and Windows, Linux, Android. */
  fallbacks: FontMetrics[];
  /**
   * The bold the site draws in this face, and the same local fonts' bold faces to stand in for it (same
   * order, same fallback families). Without them a browser fakes the bold, and Firefox's faked bold is
   * barely heavier than regular: a first visit's headings and buttons read as regular (issue 34).
   */
  bold: { metrics: FontMetrics; fallbacks: FontMetrics[] };
  generic: 'serif' | 'sans-serif';
}

export const siteFonts = {
  /** Headings, prices, the brand: Fraunces, a warm old-style serif with a little wobble. */
  display: {
    metrics: fraunces,
    file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    // One weight for every heading, price and the brand: a static font, 17.8 KB instead of 35.7.
    weights: { min: 600, max: 600 },
    fallbacks: [georgia, timesNewRoman, liberationSerif],
    bold: { metrics: frauncesSemiBold, fallbacks: [georgiaBold, timesNewRomanBold, liberationSerifBold] },
    generic: 'serif',
  },
  /** Running text, labels, buttons: DM Sans, a plain, open sans-serif that reads well small. */
  text: {
    metrics: dmSans,
    file: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    // Regular, medium and bold: 22.6 KB instead of 34.7 for the whole axis (100–1000).
    weights: { min: 400, max: 700 },
    fallbacks: [arial, liberationSans, roboto],
    bold: { metrics: dmSansBold, fallbacks: [arialBold, liberationSansBold, robotoBold] },
    generic: 'sans-serif',
  },
} satisfies Record<string, SiteFont>;

/** The site font a file is, by its path (as webpack resolved it), if it is one. */
export function siteFontAt(resourcePath: string): SiteFont | undefined {
  const normalised = resourcePath.split(path.sep).join('/');
  return Object.values(siteFonts).find((font) => normalised.endsWith(`/node_modules/${font.file}`));
}

/** The weight of the local bold faces (Arial Bold, Georgia Bold, …); a request for 600 finds them too. */
const localBoldWeight = 700;

/**
 * One face's stack (`Fraunces, "Fraunces Fallback: Georgia", …, serif`), the same stack
 * without the web font (what a page not marked for the web fonts draws in, decision 016),
 * and its fallback @font-face rules: in each fallback family a regular face and a bold one,
 * each stretched to the web font's metrics at that weight.
 */
export function fontStack(font: SiteFont): { family: string; fallbacks: string; fallbackFaces: string } {
  const { fontFamily, fontFaces } = createFontStack([font.metrics, ...font.fallbacks]);
  const bold = createFontStack(
    [{ ...font.bold.metrics, familyName: font.metrics.familyName }, ...font.bold.fallbacks],
    { fontFaceProperties: { fontWeight: localBoldWeight } },
  );
  if (bold.fontFamily !== fontFamily) {
    throw new Error(
      `${font.metrics.familyName}: its bold fallbacks are not in its fallback families: ${bold.fontFamily}`,
    );
  }
  const family = `${fontFamily}, ${font.generic}`;
  const [webFont, ...fallbacks] = family.split(', ');
  if (webFont?.replace(/"/g, '') !== font.metrics.familyName) {
    throw new Error(`${font.metrics.familyName}: its stack does not start with it: ${family}`);
  }
  return { family, fallbacks: fallbacks.join(', '), fallbackFaces: `${fontFaces}\n${bold.fontFaces}` };
}

/**
 * One face's part of the Sass module, each name prefixed with its key (`display`, `text`): its stack,
 * family name, file and weights (`600`, or `400 700`) as variables, and a function that returns a
 * weight the face is built with, or stops the build naming the weight, the face and the weights it
 * has: a token asking for a weight the build removed would otherwise be drawn in a faked bold.
 */
function faceModule(key: string, font: SiteFont, { family, fallbacks }: ReturnType<typeof fontStack>) {
  const { min, max } = font.weights;
  const range = min === max ? `${min} only` : `${min} to ${max}`;
  return [
    `$${key}-family: ${family};`,
    `$${key}-fallbacks: ${fallbacks};`,
    `$${key}-name: '${font.metrics.familyName}';`,
    `$${key}-file: '~${font.file}';`,
    `$${key}-weights: ${min === max ? min : `${min} ${max}`};`,
    `@function ${key}-weight($weight) {`,
    `  @if $weight < ${min} or $weight > ${max} {`,
    `    @error "font-weight #{$weight}: ${font.metrics.familyName} is built with weights ${range} (scripts/fonts/site-fonts.ts); use one of those or add it there.";`,
    '  }',
    '  @return $weight;',
    '}',
  ];
}

/** The Sass module `font-metrics`: each face's variables and weight check, the fallback faces as a mixin. */
export function fontMetricsModule(): string {
  const faces = Object.entries(siteFonts).map(([key, font]) => ({ key, font, stack: fontStack(font) }));
  return [
    '// Made by scripts/fonts/site-fonts.ts from font-metrics.json; not a file on disk.',
    `$web-fonts-attribute: '${webFontsAttribute}';`,
    ...faces.flatMap(({ key, font, stack }) => faceModule(key, font, stack)),
    '@mixin fallback-faces {',
    ...faces.map(({ stack }) => stack.fallbackFaces),
    '}',
  ].join('\n');
}

const moduleUrl = 'font-metrics:site';

/** A Sass importer (modern API) that answers `@use 'font-metrics:site'` with {@link fontMetricsModule}. */
export const fontMetricsImporter = {
  canonicalize: (url: string) => (url === moduleUrl ? new URL(moduleUrl) : null),
  load: (canonicalUrl: URL) =>
    canonicalUrl.href === moduleUrl ? { contents: fontMetricsModule(), syntax: 'scss' as const } : null,
};
