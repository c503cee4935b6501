import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import webpack from 'webpack';

import { COMPILE_HINT, CompileHintsPlugin } from '../../scripts/compile-hints-plugin';

describe('CompileHintsPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("starts a page's first-visit scripts with V8's hint, after the minimizer, and leaves lazy chunks alone", async () => {
    writeFileSync(path.join(dir, 'entry.js'), 'import("./later.js").then((m) => m.run());\n');
    writeFileSync(path.join(dir, 'later.js'), 'export function run() { return 1; }\n');
    const compiler = webpack({
      mode: 'production',
      devtool: 'source-map',
      context: dir,
      entry: { page: './entry.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'lazy-[id].js' },
      optimization: { runtimeChunk: { name: 'runtime' } },
      plugins: [new CompileHintsPlugin()],
    });
    const errors = await new Promise<string[]>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        resolve(stats.compilation.errors.map((e) => e.message));
      });
    });
    expect(errors).toEqual([]);
    const read = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
    const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(3);
    for (const file of ['page.js', 'runtime.js']) expect(read(file).startsWith(COMPILE_HINT)).toBe(true);
    const lazy = scripts.find((file) => file.startsWith('lazy-')) as string;
    expect(read(lazy)).not.toContain('allFunctionsCalledOnLoad');
    // The source map counts the added line: the map's first mapped line is the code's, the second.
    const map = JSON.parse(read('page.js.map')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
