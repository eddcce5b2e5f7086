/**
 * The builds (decision 019): `server`, the Node bundle the prerender renders every route with, owner
 * of the site's CSS; `browser`, the public site's `site` and `islands` scripts; `editor`, the site as a
 * single-page app for TinaCMS's visual editor (`npm start`; for TinaCloud, its preview frame's bundle).
 */
import path from 'node:path';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { DefinePlugin, type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfig } from 'webpack-dev-server';
import { documentQueries, pageDocumentFolders } from './tina/schema/document-query';
import { barTimeZone, buildDay } from './scripts/build/build-day';
import { buildOutput } from './scripts/build/build-output';
import { chunkGroupFiles } from './scripts/webpack/chunk-group-files';
import {
  declarationsOnlyRule,
  fontRule,
  markdownRule,
  scriptRule,
  styleRule,
  swcMinifier,
  type Bundle,
  type Mode,
} from './scripts/webpack/module-rules';
import { rasterPictureExtensions } from './model/picture-slots';
import type { CalendarDay } from './model/bar-calendar';

const root = __dirname;
const { distDir, serverDir, pictureVariantsFile, pictureFilesFile } = buildOutput();
/** Written beside the server bundle: the stylesheets of each page's chunk, and the browser's script files. */
export const pageAssetsFile = path.join(serverDir, 'page-assets.json');
export const browserAssetsFile = path.join(serverDir, 'browser-assets.json');
/** Where a build for TinaCloud puts the editor's bundle (loaded only in the editor's preview frame). */
const editorAssets = 'assets/editor';

/**
 * Compile-time constants: whether this is the editor's bundle (its content hooks follow unsaved
 * values, its links go through the router), the content queries it asks the editor for
 * (tina/schema/document-query.ts), and the day the pages are dated (scripts/build/build-day.ts; none in the
 * development server, which follows the calendar as the owner edits).
 */
function constantsPlugin(bundle: Bundle, day: CalendarDay | null) {
  const editor = bundle === 'editor';
  return new DefinePlugin({
    __VISUAL_EDITING__: JSON.stringify(editor),
    __BUILD_DAY__: JSON.stringify(day),
    __DOCUMENT_QUERIES__: JSON.stringify(editor ? documentQueries() : {}),
    __PAGE_DOCUMENT_FOLDERS__: JSON.stringify(editor ? pageDocumentFolders() : {}),
  });
}

/**
 * The picture variants (src/pictures/picture-variants.ts): in a production build, the list the
 * picture step wrote just before webpack; in the development server none, so the editor's preview
 * shows an uploaded picture from its original file at once.
 */
function pictureVariantsModule(mode: Mode): string {
  if (mode === 'development') {
    return path.join(root, 'src/pictures/no-picture-variants.ts');
  }
  if (!fs.existsSync(pictureVariantsFile)) {
    throw new Error(
      `${pictureVariantsFile} is missing: a production build starts with the picture step. Run \`npm run build\`.`,
    );
  }
  return pictureVariantsFile;
}

/**
 * react-router's package exports point every bundler at its development build (extra checks and
 * warnings), so production bundles ask for its production files by path. The pages' CSS (the
 * server's) leaves out the toast library's stylesheet: only a form's code shows a toast, and it
 * links that stylesheet itself; inlined, it was half of a form page's CSS.
 */
function resolveFor(mode: Mode, bundle: Bundle): Configuration['resolve'] {
  const routerBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', mode);
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    // The path aliases (#src/, #model/, #content/ …) of tsconfig.json's `paths`.
    tsconfig: path.join(root, 'tsconfig.json'),
    alias: {
      'picture-variants$': pictureVariantsModule(mode),
      ...(bundle === 'server' ? { 'react-toastify/dist/ReactToastify.css$': false as const } : {}),
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
 * What goes from public/ into dist/. A production build leaves out the raster pictures under images/
 * (uploads of megabytes each) and copies what the picture step listed: their small copies, and the
 * pictures used as they are.
 */
function copyPatterns(mode: Mode) {
  // The admin (written by `tinacms dev` into public/admin) is never part of the site.
  const ignore = ['**/admin/**'];
  if (mode === 'development') {
    return [{ from: 'public', noErrorOnMissing: true, globOptions: { ignore } }];
  }
  const pictureFiles: { from: string; to: string }[] = JSON.parse(fs.readFileSync(pictureFilesFile, 'utf8'));
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

function bundleConfig(bundle: Bundle, mode: Mode, rules: RuleSetRule[]): Configuration {
  return {
    name: bundle,
    mode,
    target: bundle === 'server' ? 'node' : 'web',
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    resolve: resolveFor(mode, bundle),
    module: { rules: [scriptRule, styleRule(mode, bundle), markdownRule, ...rules] },
    // The budgets are size-limit's (.size-limit.json), tighter than webpack's own hints.
    performance: false,
  };
}

function serverConfig(day: CalendarDay): Configuration {
  return {
    ...bundleConfig('server', 'production', [fontRule('server')]),
    // After the browser bundle, which empties dist/ before it writes (the fonts go there).
    dependencies: ['browser'],
    entry: { 'entry-server': './src/entry-server.tsx' },
    // Each page is a chunk of its own (src/page-modules.ts), so its stylesheet is its own.
    output: {
      path: serverDir,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    plugins: [
      constantsPlugin('server', day),
      // Beside the bundle, not in a folder: the extractor writes the fonts' addresses relative to
      // the stylesheet's own folder, and only at the top is that the site's /assets/….
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css' }),
      chunkGroupFiles(pageAssetsFile, '.css'),
    ],
    // The stylesheets keep the order of their imports: the global styles, then each component's.
    optimization: { minimize: false, splitChunks: false },
  };
}

function browserConfig(day: CalendarDay): Configuration {
  return {
    ...bundleConfig('browser', 'production', [declarationsOnlyRule]),
    entry: { site: './src/browser/site-script.ts', islands: './src/browser/islands-script.ts' },
    output: {
      path: distDir,
      publicPath: '/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [
      constantsPlugin('browser', day),
      new MiniCssExtractPlugin({ chunkFilename: 'assets/[name].[contenthash:8].css' }),
      new CopyWebpackPlugin({ patterns: copyPatterns('production') }),
      chunkGroupFiles(browserAssetsFile, '.js'),
    ],
    // The two entries keep what they use in themselves (one request each); the islands share
    // their libraries in chunks of their own, named so the budgets (.size-limit.json) can name them.
    optimization: {
      minimizer: [swcMinifier()],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 2,
          },
          formLibraries: {
            test: /[\\/]node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning|tiny-case|toposort|property-expr)[\\/]/,
            name: 'form-libraries',
            priority: 1,
          },
        },
      },
    },
  };
}

function editorConfig(mode: Mode, day: CalendarDay | null): Configuration & { devServer?: DevServerConfig } {
  const production = mode === 'production';
  // In production beside the public build, in a folder of its own that the public pages never name.
  const name = production ? '[name].[contenthash:8]' : 'assets/[name]';
  return {
    ...bundleConfig('editor', mode, [fontRule('editor')]),
    ...(production ? { dependencies: ['browser'] } : {}),
    entry: { editor: './src/entry-editor.tsx' },
    output: {
      path: production ? path.join(distDir, editorAssets) : distDir,
      publicPath: production ? `/${editorAssets}/` : '/',
      filename: `${name}.js`,
      chunkFilename: `${name}.js`,
      ...(production ? { assetModuleFilename: '[name].[contenthash:8][ext]', clean: false } : {}),
    },
    plugins: [
      constantsPlugin('editor', day),
      new MiniCssExtractPlugin({ filename: `${name}.css`, chunkFilename: `${name}.css` }),
      ...(production
        ? [chunkGroupFiles(path.join(serverDir, 'editor-assets.json'), '.js')]
        : [
            // The development server's page: an empty shell the editor's bundle renders into.
            new HtmlWebpackPlugin({ template: './src/editor.html' }),
            new CopyWebpackPlugin({ patterns: copyPatterns(mode) }),
          ]),
    ],
    ...(production ? { optimization: { minimizer: [swcMinifier()] } } : {}),
    devServer: {
      host: 'localhost',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      // Served but not watched: the editor's media manager writes uploads into public/, and a
      // reload of the preview at that moment loses the owner's open slide before Insert.
      static: { directory: path.join(root, 'public'), watch: false },
      client: { overlay: { warnings: false, errors: true } },
      // `/__rebuild`: webpack-dev-server's `/webpack-dev-server/invalidate` (a build from the files as
      // they are), but ahead of the middleware that holds requests during a build: behind it, an
      // invalidate released with other held requests stops the server (webpack-dev-middleware 7).
      // The editor tests wait with it for the build of a file they wrote (tests/e2e/support/editor-content.ts).
      setupMiddlewares: (middlewares, devServer) => [
        {
          name: 'rebuild-now',
          path: '/__rebuild',
          middleware: (_request: IncomingMessage, response: ServerResponse) => {
            devServer.invalidate();
            response.end();
          },
        },
        ...middlewares,
      ],
    },
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] | Configuration => {
  const mode: Mode = argv.mode ?? 'production';
  if (mode === 'development') {
    return editorConfig(mode, null);
  }
  // The day the pages are dated, worked out once for every bundle.
  const day = buildDay(barTimeZone(root));
  // The editor's bundle: always for the development server, in production only for TinaCloud
  // (TINA_CLIENT_ID set), whose editor shows the deployed pages in its frame.
  const hostedEditing = Boolean(process.env.TINA_CLIENT_ID);
  return [browserConfig(day), serverConfig(day), ...(hostedEditing ? [editorConfig(mode, day)] : [])];
};
