import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { instanceFont } from './font-instance';
import { siteFontAt } from './site-fonts';

/** Fonts are binary: webpack hands this loader a Buffer, not text. */
export const raw = true;

/**
 * The web fonts the stylesheets name, cut to the weights the site uses (scripts/fonts/font-instance.ts)
 * before webpack copies them to assets/. A font file that is not one of scripts/fonts/site-fonts.ts stops the
 * build, naming it: its weights and fallback would be unknown.
 */
export default function fontInstanceLoader(this: LoaderContext<unknown>, source: Buffer): void {
  const done = this.async();
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  const fail = (message: string) => done(new Error(`${file}: ${message}`));
  const font = siteFontAt(this.resourcePath);
  if (!font) {
    return fail(
      `a stylesheet names this font, but it is not one of the site's fonts in scripts/fonts/site-fonts.ts (Fraunces and DM Sans); add it there with its weights and fallbacks.`,
    );
  }
  instanceFont(source, font.weights).then(
    (instanced) => done(null, instanced),
    (error: unknown) =>
      fail(`could not keep weights ${font.weights.min}–${font.weights.max}: ${String(error)}`),
  );
}
