import path from 'node:path';

import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { CompileHintsPlugin } from './scripts/compile-hints-plugin';
import { createPrerenderConfig, prerenderDir } from './scripts/prerender/prerender-config';
import { PrerenderPlugin } from './scripts/prerender/prerender-plugin';
import { PAGES as PAGE_LIST } from './shared/routing/pages';

/** One webpack entry per page of shared/routing/pages.json; each gets its own HTML, React root and store. */
const PAGES = Object.values(PAGE_LIST);

/** babel-runtime/core-js helpers answered by shared/builtins (README.md there): helper → shim. */
const NATIVE_BUILTINS: Record<string, string> = {
  'object/assign.js': 'object-assign.cjs',
  'object/create.js': 'object-create.cjs',
  'object/set-prototype-of.js': 'object-set-prototype-of.cjs',
  'symbol.js': 'symbol.cjs',
  'symbol/iterator.js': 'symbol-iterator.cjs',
};
const BABEL_CORE_JS = /[\\/]babel-runtime[\\/]core-js[\\/](.+)$/;

/**
 * element-react's babel-runtime helpers require their core-js 2 polyfills by relative path
 * (`../core-js/symbol`): once resolved, the five it uses are swapped for the browser's own built-ins.
 */
const nativeBuiltins = new webpack.NormalModuleReplacementPlugin(BABEL_CORE_JS, (resolved) => {
  const data = (resolved as { createData?: { resource?: string } }).createData;
  const helper = data?.resource?.match(BABEL_CORE_JS)?.[1]?.replace(/\\/g, '/');
  const shim = helper ? NATIVE_BUILTINS[helper] : undefined;
  if (data && shim) data.resource = path.join(root, 'shared/builtins', shim);
});

const ENVIRONMENTS = ['local', 'dev', 'sit', 'uat', 'prd'];
const root = __dirname;

type Mode = 'production' | 'development';

const resolve: webpack.ResolveOptions = { extensions: ['.tsx', '.ts', '.js'], alias: { '@': root } };

/** The loaders the browser build and the prerender build share: TypeScript and assets. */
const sharedRules: webpack.RuleSetRule[] = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true } },
  },
  // element-react's ES build has no module-level side effects: let webpack drop what a page does not use.
  { test: /node_modules[\\/]element-react[\\/]dist[\\/]npm[\\/]es6[\\/]/, sideEffects: false },
  { test: /\.(woff2?|ttf|eot|png|svg|jpe?g)$/, type: 'asset/resource' },
];

function appEnvironment(): string {
  const appEnv = process.env.APP_ENV ?? 'local';
  if (!ENVIRONMENTS.includes(appEnv)) {
    throw new Error(`APP_ENV must be one of ${ENVIRONMENTS.join(', ')}; got ${appEnv}`);
  }
  return appEnv;
}

/** Build-time constants: the same in the browser bundles and the prerender bundles. */
function definitions(mode: Mode): webpack.DefinePlugin {
  return new webpack.DefinePlugin({
    'process.env.APP_ENV': JSON.stringify(appEnvironment()),
    'process.env.NODE_ENV': JSON.stringify(mode),
    // The footer's © year in the prerendered HTML, the same in the browser bundle that hydrates it.
    'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  });
}

/** The browser build. In production it fills each page's #root from the prerender build (PrerenderPlugin). */
export function createConfig(mode: Mode): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const backOffice = `http://127.0.0.1:${process.env.BACKOFFICE_PORT ?? '8080'}`;

  return {
    name: 'client',
    ...(production ? { dependencies: ['prerender'] } : {}),
    mode,
    context: root,
    entry: Object.fromEntries(PAGES.map((page) => [page.name, page.entry])),
    output: {
      path: path.join(root, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        ...sharedRules,
        // CSS lives in css/: its url()s to fonts and images in assets/ resolve one level up.
        {
          test: /\.css$/,
          use: [{ loader: MiniCssExtractPlugin.loader, options: { publicPath: '../' } }, 'css-loader'],
        },
      ],
    },
    plugins: [
      nativeBuiltins,
      definitions(mode),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      ...PAGES.map(
        (page) =>
          new HtmlWebpackPlugin({
            filename: page.file,
            chunks: [page.name],
            template: path.join(root, 'pages/page-template.html'),
            favicon: path.join(root, 'pages/favicon.svg'),
            title: page.title,
            scriptLoading: 'defer',
            minify: production,
          }),
      ),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'static-agreements/*.pdf', to: 'static-agreements/[name][ext]', noErrorOnMissing: true },
        ],
      }),
      ...(production
        ? [new CompileHintsPlugin(), new PrerenderPlugin(prerenderDir(root), PAGES)]
        : [new ForkTsCheckerWebpackPlugin()]),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, Redux and the router change rarely: one cacheable chunk shared by every page.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/,
            name: 'framework',
            priority: 20,
          },
          // ECharts and its renderer, only ever in the asset screen's charts: named so scripts/size.ts can
          // weigh the asset screen's chunks together.
          assetsEcharts: {
            test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
            name: 'assets-echarts',
            chunks: 'async',
            priority: 15,
          },
          // The portal's own modules: a chunk of their own only when at least three pages share them. A module
          // that two pages share is cheaper inside each page than as one more request (and gzip stream) for both.
          default: { minChunks: 3, priority: -20, reuseExistingChunk: true },
          // Libraries: a shared chunk only among the pages' first-visit chunks, grouped by the pages that use them
          // (login, reset and org-reset share one: element-react's form parts with formik). A library only lazy
          // screens use stays inside their chunks (or the default group's, shared by three), so that a list
          // that uses element-react's input but no form does not split the pages' chunk in two.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            chunks: 'initial',
            priority: -10,
            reuseExistingChunk: true,
          },
        },
      },
      runtimeChunk: { name: 'runtime' },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 8081),
      hot: true,
      static: false,
      proxy: [{ context: ['/v1', '/__dev', '/static-agreements'], target: backOffice }],
    },
  };
}

/**
 * A production build is two compilers: `prerender` (Node bundles rendering each page's first screen) and then
 * `client`, whose HTML gets that markup. The development server serves the client alone (an empty #root).
 */
export default (_env: unknown, argv: { mode?: Mode }) => {
  const mode = argv.mode ?? 'production';
  if (mode !== 'production') return createConfig(mode);
  const prerender = createPrerenderConfig({
    root,
    mode,
    pages: PAGES,
    resolve,
    rules: sharedRules,
    plugins: [nativeBuiltins, definitions(mode)],
  });
  return [prerender, createConfig(mode)];
};
