import type { Compiler } from 'webpack';

const NAME = 'CompileHintsPlugin';

/** V8's explicit compile hint (Chrome 136 and later); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every script of a page's first visit with V8's compile hint: its functions are compiled eagerly, on a
 * background thread while the script streams in, instead of one by one on the main thread when first called
 * (that compiling was most of the long task that evaluates a page's modules, which Lighthouse counts into
 * TBT). Lazy chunks keep V8's own choice: most of their functions may never run. After the minimizer (which
 * drops comments) and before the source maps (which then account for the added line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) {
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
              }
            }
          }
        },
      );
    });
  }
}
