/**
 * How webpack reads each kind of source file, for every bundle of webpack.config.ts: TypeScript,
 * the stylesheets, the web fonts, the markdown content files.
 */
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { RuleSetRule } from 'webpack';
import { buildOutput, projectRoot } from '#scripts/build/build-output';
import { fontMetricsImporter } from '#scripts/fonts/site-fonts';

export type Mode = 'development' | 'production';
export type Bundle = 'server' | 'browser' | 'editor';

const { distDir, serverDir } = buildOutput();

/**
 * The web fonts: cut to the weights the site uses, copied to assets/ under a hashed name, cached for
 * a year (decision 012). The server bundle owns the CSS, so it writes them into dist/, not dist-server/.
 */
export function fontRule(bundle: Bundle): RuleSetRule {
  return {
    test: /\.woff2$/,
    type: 'asset/resource',
    use: { loader: path.join(projectRoot, 'scripts/fonts/font-instance-loader.ts') },
    ...(bundle === 'server'
      ? {
          generator: {
            filename: 'assets/[name].[contenthash:8][ext]',
            outputPath: path.relative(serverDir, distDir),
            publicPath: '/',
          },
        }
      : {}),
  };
}

/**
 * TypeScript is compiled by SWC: `tsc --noEmit` (npm test) checks the types once, and SWC strips them
 * several times faster than tsc, in every build the tests run. Settings as tsconfig.json's.
 */
const swcFor = ({ tsx }: { tsx: boolean }) => ({
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
});
/** The scripts a visitor's browser (or the hosted editor's frame) runs are minified by SWC too, with its defaults. */
export const swcMinifier = () => new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify });

export const scriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  oneOf: [{ test: /\.tsx$/, use: swcFor({ tsx: true }) }, { use: swcFor({ tsx: false }) }],
};

/**
 * Sass and CSS, extracted into files. The public browser bundle needs only the CSS modules' class
 * names (the page carries their CSS, inlined from the server's files); it extracts only the plain
 * stylesheets its own chunks load, the toast library's.
 */
export function styleRule(mode: Mode, bundle: Bundle): RuleSetRule {
  const cssLoader = ({ modules }: { modules: boolean }) => ({
    loader: 'css-loader',
    options: {
      importLoaders: 1,
      modules: modules
        ? {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            // The same names in every bundle: they hash the file's path and the class's name.
            localIdentName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]',
            exportOnlyLocals: bundle === 'browser',
          }
        : false,
    },
  });
  const sassLoader = {
    loader: 'sass-loader',
    options: {
      // Dart Sass's own compiled program (sass-embedded), one compiler for every file: the same
      // CSS as the JavaScript build of Sass, with about 4 s less CPU in each build here.
      implementation: 'sass-embedded',
      api: 'modern-compiler',
      sassOptions: {
        loadPaths: [path.join(projectRoot, 'src/styles')],
        // `font-metrics:site`: the font stacks and their metric-matched fallbacks (decision 012).
        importers: [fontMetricsImporter],
      },
    },
  };
  // Addresses in the stylesheets (the fonts) are the site's own, /assets/…, wherever the CSS file is.
  const extract = { loader: MiniCssExtractPlugin.loader, options: { publicPath: '/' } };
  return {
    test: /\.s?css$/,
    oneOf: [
      {
        test: /\.module\.scss$/,
        use:
          bundle === 'browser'
            ? [cssLoader({ modules: true }), sassLoader]
            : [extract, cssLoader({ modules: true }), sassLoader],
      },
      { use: [extract, cssLoader({ modules: false }), sassLoader] },
    ],
  };
}

/**
 * The shared model, the content schema and the content modules only declare things, so a bundle
 * that does not use them leaves them out: the public site names the schema (its rules, labels,
 * descriptions) only on the editor's side of `__VISUAL_EDITING__` (src/content/document-hook.ts).
 */
export const declarationsOnlyRule: RuleSetRule = {
  test: /[\\/](model|tina|src[\\/]content)[\\/].*\.ts$/,
  sideEffects: false,
};

/** Markdown content files: their front matter and text, read at build time. */
export const markdownRule: RuleSetRule = {
  test: /\.md$/,
  use: { loader: path.join(__dirname, 'markdown-document-loader.ts') },
};
