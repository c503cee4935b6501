import { createRequire } from 'node:module';
import path from 'node:path';

import type { Compiler } from 'webpack';

import { bootAfterPaint } from './boot-after-paint';
import { fillRoot } from './fill-root';

interface PrerenderedPage {
  name: string;
  file: string;
}

const NAME = 'PrerenderPlugin';
const load = createRequire(__filename);

/**
 * The client compiler's side: each page's HTML gets its first screen in #root, rendered by the page's
 * prerender bundle (built just before by the `prerender` compiler, prerender-config.ts). After the
 * minimizers on purpose: webpack's HTML minimizer would drop the `<!-- -->` between adjacent text nodes and
 * the closing tags that React's hydration walks. Its scripts then wait for the first paint
 * (boot-after-paint.ts). A failure is a build error: a page that cannot prerender
 * must not ship half-done.
 */
export class PrerenderPlugin {
  constructor(
    private readonly bundleDir: string,
    private readonly pages: readonly PrerenderedPage[],
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const page of this.pages) {
            const asset = compilation.getAsset(page.file);
            if (!asset) {
              compilation.errors.push(new WebpackError(`prerender ${page.name}: no ${page.file} was built`));
              continue;
            }
            try {
              const filled = fillRoot(asset.source.source().toString(), this.render(page.name), page.name);
              const html = bootAfterPaint(filled, page.name);
              compilation.updateAsset(page.file, new sources.RawSource(html));
            } catch (error) {
              const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
              compilation.errors.push(new WebpackError(detail));
            }
          }
        },
      );
    });
  }

  /** A fresh load of the bundle each build: a watching build must not render last time's tree. */
  private render(name: string): string {
    const bundle = path.join(this.bundleDir, `${name}.js`);
    delete load.cache[bundle];
    const { render } = load(bundle) as { render?: () => string };
    if (typeof render !== 'function') throw new Error(`prerender ${name}: ${bundle} exports no render()`);
    return render();
  }
}
