import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import webpack from 'webpack';

interface PrerenderInputs {
  root: string;
  mode: 'production' | 'development';
  pages: readonly { name: string; entry: string }[];
  /** The client's resolve, loaders for TypeScript and assets, and plugins that change module contents. */
  resolve: webpack.ResolveOptions;
  rules: webpack.RuleSetRule[];
  plugins: webpack.WebpackPluginInstance[];
}

/** Where the prerender bundles go: outside dist/ (never served), one folder per checkout. */
export function prerenderDir(root: string): string {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `portal-prerender-${checkout}`);
}

/** pages/<page>/main.tsx → pages/<page>/prerender.tsx: each entry's first screen, rendered to a string. */
export function prerenderEntry(entry: string): string {
  return entry.replace(/main\.tsx$/, 'prerender.tsx');
}

/**
 * The second compiler of a production build: one Node bundle per page exporting render(), the same tree
 * as the browser's (pages/common/page-tree.tsx), with the same aliases, loaders and definitions. Stylesheets
 * become empty modules (the client build extracts them); assets keep the client's names but are not emitted.
 */
export function createPrerenderConfig(inputs: PrerenderInputs): webpack.Configuration {
  const { root, mode, pages } = inputs;
  return {
    name: 'prerender',
    mode,
    context: root,
    target: 'node',
    entry: Object.fromEntries(pages.map((page) => [page.name, prerenderEntry(page.entry)])),
    output: {
      path: prerenderDir(root),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    devtool: false,
    resolve: inputs.resolve,
    module: {
      rules: inputs.rules.map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.css$/, 'data:text/javascript,'),
      ...inputs.plugins,
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
