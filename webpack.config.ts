/**
 * Two builds from one file:
 * - `client`: the browser bundle, hashed and split per route, plus the HTML shell;
 * - `server`: a Node bundle of `src/entry-server.tsx` that `scripts/prerender.ts`
 *   uses to render every route to static HTML at build time.
 * `npm run dev` uses the client build alone, served with history fallback.
 */
import path from 'node:path';
import fs from 'node:fs';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { DefinePlugin, optimize, type Compiler, type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { documentQueries } from './tina/document-query';
import type { MarkdownDocumentLoaderOptions } from './scripts/webpack/markdown-document-loader';
import { barTimeZone, buildDay } from './scripts/build-day';
import { barOffsets } from './scripts/bar-offsets';
import { buildOutput } from './scripts/build-output';
import { fontMetricsImporter } from './scripts/fonts/site-fonts';
import { startAfterPaintTag } from './scripts/start-after-paint';
import { siteFooterId } from './src/components/site-footer/site-footer-id';
import { rasterPictureExtensions } from './site/picture-slots';
import type { CalendarDay } from './site/bar-calendar';
import type { ZoneOffsets } from './site/zone-offsets';

const root = __dirname;
const { distDir, serverDir: serverDistDir, pictureVariantsFile, pictureFilesFile } = buildOutput();
/** Written beside the server bundle: which JS and CSS files each route's chunk needs. */
export const routeAssetsFile = path.join(serverDistDir, 'route-assets.json');

type Mode = 'development' | 'production';

/**
 * The web fonts the stylesheets name: cut to the weights the site uses, then copied to
 * assets/ under a hashed name, cached for a year (decision 012).
 */
const fontRule: RuleSetRule = {
  test: /\.woff2$/,
  type: 'asset/resource',
  use: { loader: path.join(root, 'scripts/fonts/font-instance-loader.ts') },
};

function scriptRule(): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true } },
  };
}

function styleRule(mode: Mode, target: 'web' | 'node'): RuleSetRule {
  const cssLoader = (modules: boolean) => ({
    loader: 'css-loader',
    options: {
      importLoaders: 1,
      modules: modules
        ? {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]',
            // The server build only needs the class names, not the CSS itself.
            exportOnlyLocals: target === 'node',
          }
        : false,
    },
  });
  const sassLoader = {
    loader: 'sass-loader',
    options: {
      sassOptions: {
        loadPaths: [path.join(root, 'src/styles')],
        // `font-metrics:site`: the font stacks and their metric-matched fallbacks (decision 012).
        importers: [fontMetricsImporter],
      },
    },
  };
  const extract = target === 'web' ? [MiniCssExtractPlugin.loader] : [];
  return {
    test: /\.s?css$/,
    oneOf: [
      { test: /\.module\.scss$/, use: [...extract, cssLoader(true), sassLoader] },
      // Global stylesheets have no meaning on the server; it skips them.
      target === 'web' ? { use: [...extract, cssLoader(false), sassLoader] } : { use: 'null-loader' },
    ],
  };
}

/**
 * Whether the bundle can be shown in TinaCMS's visual editor: the development
 * server always (that is where the owner edits), a production build only when
 * it is made for Tina's hosted backend (TINA_CLIENT_ID set), whose editor shows
 * the deployed pages. The public site is built without it and ships no editor
 * code, no content queries and no `data-tina-field` attributes.
 */
function visualEditingIn(mode: Mode): boolean {
  return mode === 'development' || Boolean(process.env.TINA_CLIENT_ID);
}

/**
 * What a build is dated by: the day (scripts/build-day.ts) and the bar's time zone offsets from
 * that day (scripts/bar-offsets.ts), worked out once for the client and the server bundle. None
 * for the development server, whose pages are not prerendered and follow the calendar as the
 * owner edits.
 */
interface BuildCalendar {
  day: CalendarDay | null;
  offsets: ZoneOffsets | null;
}

function buildCalendar(mode: Mode): BuildCalendar {
  if (mode !== 'production') return { day: null, offsets: null };
  const timeZone = barTimeZone(root);
  const day = buildDay(timeZone);
  return { day, offsets: barOffsets(timeZone, day) };
}

/**
 * Compile-time constants: the editor switch, the content queries (see tina/document-query.ts)
 * and the build's calendar (above).
 */
function editorConstantsPlugin(mode: Mode, calendar: BuildCalendar) {
  const visualEditing = visualEditingIn(mode);
  return new DefinePlugin({
    __VISUAL_EDITING__: JSON.stringify(visualEditing),
    __BUILD_DAY__: JSON.stringify(calendar.day),
    __BAR_OFFSETS__: JSON.stringify(calendar.offsets),
    __DOCUMENT_QUERIES__: JSON.stringify(visualEditing ? documentQueries() : {}),
  });
}

/**
 * The picture variants the app renders (src/pictures/picture-variants.ts): in a
 * production build, the list the build's picture step wrote just before webpack;
 * in the development server none, so the editor's preview shows each picture
 * from its original file the moment the owner uploads it.
 */
function pictureVariantsModule(mode: Mode): string {
  if (mode === 'development') return path.join(root, 'src/pictures/no-picture-variants.ts');
  if (!fs.existsSync(pictureVariantsFile)) {
    throw new Error(
      `${pictureVariantsFile} is missing: a production build starts with the picture step. Run \`npm run build\`.`,
    );
  }
  return pictureVariantsFile;
}

/**
 * react-router's package exports point every bundler at its development build
 * (extra checks and warnings, ~12 KB more gzipped); a production build must ask
 * for its production files by path. Both bundles use them, so the prerendered
 * markup and the browser's render come from the same code.
 */
function resolveFor(mode: Mode): Configuration['resolve'] {
  const routerBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', mode);
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: {
      'picture-variants$': pictureVariantsModule(mode),
      ...(mode === 'production'
        ? {
            'react-router$': path.join(routerBuild, 'index.mjs'),
            'react-router/dom$': path.join(routerBuild, 'dom-export.mjs'),
          }
        : {}),
    },
  };
}

/**
 * The shared site model, the content schema and the content modules only declare things, so
 * a bundle that does not use them leaves them out: the public site refers to the schema (and
 * its rules, labels and descriptions) only on the editor's side of `__VISUAL_EDITING__`
 * (src/content/document-hook.ts).
 */
const declarationsOnlyRule: RuleSetRule = {
  test: /[\\/](site|tina|src[\\/]content)[\\/].*\.ts$/,
  sideEffects: false,
};

/**
 * What goes from public/ into dist/. A production build leaves out the raster
 * pictures under images/ (the owner's uploads: megabytes each) and copies what the
 * picture step listed instead: their small copies, and the pictures used as they are.
 */
function copyPatterns(mode: Mode) {
  // The admin (written by `tinacms dev` into public/admin) is never part of the site.
  const ignore = ['**/admin/**'];
  if (mode === 'development') return [{ from: 'public', noErrorOnMissing: true, globOptions: { ignore } }];
  const pictureFiles = JSON.parse(fs.readFileSync(pictureFilesFile, 'utf8')) as {
    from: string;
    to: string;
  }[];
  const rasterPictures = `**/images/**/*.{${rasterPictureExtensions.join(',')}}`;
  return [
    {
      from: 'public',
      noErrorOnMissing: true,
      globOptions: { ignore: [...ignore, rasterPictures], caseSensitiveMatch: false },
    },
    ...pictureFiles.map(({ from, to }) => ({ from, to, info: { minimized: true } })),
  ];
}

/** Markdown content files are read at build time; the public build gets their text compiled to elements. */
function markdownRule(mode: Mode): RuleSetRule {
  const options: MarkdownDocumentLoaderOptions = { compile: !visualEditingIn(mode) };
  return {
    test: /\.md$/,
    use: { loader: path.join(root, 'scripts/webpack/markdown-document-loader.ts'), options },
  };
}

/** Records the files of every named chunk group (one per route page) for the prerender step. */
class RouteAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('RouteAssetsPlugin', (stats) => {
      const { namedChunkGroups = {}, publicPath = '/' } = stats.toJson({
        all: false,
        chunkGroups: true,
        publicPath: true,
      });
      const assets: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(namedChunkGroups)) {
        assets[name] = (group.assets ?? []).map((asset) => publicPath + asset.name);
      }
      fs.mkdirSync(serverDistDir, { recursive: true });
      fs.writeFileSync(routeAssetsFile, JSON.stringify(assets, null, 2));
    });
  }
}

/**
 * Terser as webpack runs it (two passes), and for the libraries' chunks (named by number:
 * React, react-dom, the router, the forms' libraries) also `hoist_funs`, which moves function
 * declarations to the top of their scope, as JavaScript does anyway: react-dom is 0.4 KB
 * smaller gzipped. The site's own chunks grow with it, so they keep the default
 * (docs/decisions/017-short-tasks-at-start-up.md).
 */
const librariesChunk = /^assets\/\d+\.[0-9a-f]+\.js$/;
const scriptMinimizers = [
  new MinimizerPlugin({
    test: librariesChunk,
    minimizerOptions: { compress: { passes: 2, hoist_funs: true } },
  }),
  new MinimizerPlugin({
    test: /\.js$/,
    exclude: librariesChunk,
    minimizerOptions: { compress: { passes: 2 } },
  }),
];

function clientConfig(
  mode: Mode,
  calendar: BuildCalendar,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  return {
    name: 'client',
    mode,
    target: 'web',
    entry: { main: './src/entry-client.tsx' },
    output: {
      path: distDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: resolveFor(mode),
    module: {
      rules: [scriptRule(), styleRule(mode, 'web'), fontRule, markdownRule(mode), declarationsOnlyRule],
    },
    plugins: [
      editorConstantsPlugin(mode, calendar),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      // The shell writes its own tags: the stylesheets, and the tag that starts the scripts
      // after the first paint, listing the files every page runs (the prerender adds the page's own).
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: false,
        // The development server's shell has no prerendered page, so no footer to wait for
        // (Chromium warns of a `rel=expect` whose element never came).
        templateParameters: { startAfterPaintTag, paintAfter: production ? siteFooterId : null },
      }),
      new CopyWebpackPlugin({ patterns: copyPatterns(mode) }),
      ...(production ? [new RouteAssetsPlugin()] : []),
    ],
    // Modules that several chunks use go into a shared chunk instead of a copy in each.
    // No `runtimeChunk`: webpack's runtime stays in the main bundle, one request fewer on every page.
    optimization: {
      splitChunks: { chunks: 'all' },
      // Script files by the two above, first, so webpack's own minimizer ('...') finds them
      // done; it still minifies the HTML (its inline scripts included) and the CSS.
      minimizer: [...scriptMinimizers, '...'],
    },
    performance: production
      ? // Raw (uncompressed) bytes; the gzip budgets of issue #6 are checked over dist/ by tests.
        {
          hints: 'error',
          maxEntrypointSize: 400_000,
          maxAssetSize: 350_000,
          // Pictures have their own pipeline and budgets (scripts/make-pictures.ts, tests/e2e/picture-budgets.spec.ts).
          assetFilter: (file: string) => /\.(js|css)$/.test(file),
        }
      : false,
    devServer: {
      host: 'localhost',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      // Served but not watched: the editor's media manager writes uploads into public/, and a
      // reload of the preview at that moment loses the owner's open slide before Insert.
      static: { directory: path.join(root, 'public'), watch: false },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

function serverConfig(mode: Mode, calendar: BuildCalendar): Configuration {
  return {
    name: 'server',
    mode,
    target: 'node',
    entry: { 'entry-server': './src/entry-server.tsx' },
    output: { path: serverDistDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: false },
    devtool: false,
    resolve: resolveFor(mode),
    module: { rules: [scriptRule(), styleRule(mode, 'node'), markdownRule(mode)] },
    // One file: the pages' dynamic `import()`s (src/page-modules.tsx) are inlined,
    // so every page renders in one pass.
    plugins: [editorConstantsPlugin(mode, calendar), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] | Configuration => {
  const mode: Mode = argv.mode ?? 'production';
  const calendar = buildCalendar(mode);
  return mode === 'production'
    ? [clientConfig(mode, calendar), serverConfig(mode, calendar)]
    : clientConfig(mode, calendar);
};
