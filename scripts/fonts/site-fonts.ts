/**
 * The site's two typefaces and the fallbacks drawn while they load. The fallbacks are
 * local fonts stretched to the web font's size and line metrics by @capsizecss/core
 * (`size-adjust`, `ascent-override`, `descent-override`), from the metrics published in
 * @capsizecss/metrics, so swapping in the web font moves no line (decision 012).
 *
 * The Sass importer below hands these to the stylesheets as the module `font-metrics`:
 * the two font stacks as variables (read by src/styles/_tokens.scss) and the fallback
 * faces as a mixin (written once, by src/styles/_fonts.scss).
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import dmSans from '@capsizecss/metrics/dMSans';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * Liberation Sans and Serif (most Linux desktops) are drawn to Arial's and Times New
 * Roman's metrics, but are found under their own names, which `local()` needs.
 */
const liberationSans: FontMetrics = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};
const liberationSerif: FontMetrics = {
  ...timesNewRoman,
  familyName: 'Liberation Serif',
  fullName: 'Liberation Serif',
  postscriptName: 'LiberationSerif',
};

interface SiteFont {
  /** The family the site's own @font-face declares (src/styles/_fonts.scss). */
  metrics: FontMetrics;
  /** Local fonts to stand in while it loads, first found first used: Apple and Windows, Linux, Android. */
  fallbacks: FontMetrics[];
  generic: 'serif' | 'sans-serif';
}

export const siteFonts = {
  /** Headings, prices, the brand: Fraunces, a warm old-style serif with a little wobble. */
  display: { metrics: fraunces, fallbacks: [georgia, timesNewRoman, liberationSerif], generic: 'serif' },
  /** Running text, labels, buttons: DM Sans, a plain, open sans-serif that reads well small. */
  text: { metrics: dmSans, fallbacks: [arial, liberationSans, roboto], generic: 'sans-serif' },
} satisfies Record<string, SiteFont>;

/** One face's stack (`'Fraunces', 'Fraunces Fallback: Georgia', …, serif`) and its fallback @font-face rules. */
export function fontStack(font: SiteFont): { family: string; fallbackFaces: string } {
  const { fontFamily, fontFaces } = createFontStack([font.metrics, ...font.fallbacks]);
  return { family: `${fontFamily}, ${font.generic}`, fallbackFaces: fontFaces };
}

/** The Sass module `font-metrics`: the stacks as variables, the fallback faces as a mixin. */
export function fontMetricsModule(): string {
  const display = fontStack(siteFonts.display);
  const text = fontStack(siteFonts.text);
  return [
    '// Made by scripts/fonts/site-fonts.ts from @capsizecss/metrics; not a file on disk.',
    `$display-family: ${display.family};`,
    `$text-family: ${text.family};`,
    `$display-name: '${siteFonts.display.metrics.familyName}';`,
    `$text-name: '${siteFonts.text.metrics.familyName}';`,
    '@mixin fallback-faces {',
    display.fallbackFaces,
    text.fallbackFaces,
    '}',
  ].join('\n');
}

const moduleUrl = 'font-metrics:site';

/** A Sass importer (modern API) that answers `@use 'font-metrics:site'` with {@link fontMetricsModule}. */
export const fontMetricsImporter = {
  canonicalize(url: string): URL | null {
    return url === moduleUrl ? new URL(moduleUrl) : null;
  },
  load(canonicalUrl: URL) {
    if (canonicalUrl.href !== moduleUrl) return null;
    return { contents: fontMetricsModule(), syntax: 'scss' as const };
  },
};
