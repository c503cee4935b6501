import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

import { BOOT_LOADER, BOOT_LOADER_CSP_SOURCE } from '../../deploy/boot-loader';
import { OLD_BROWSER_NOTICE_HTML } from '../../deploy/old-browser-notice';
import { CONTENT_SECURITY_POLICY } from '../../deploy/security-headers';
import { bootAfterPaint } from '../../scripts/prerender/boot-after-paint';
import { fillRoot } from '../../scripts/prerender/fill-root';
import { PrerenderPlugin } from '../../scripts/prerender/prerender-plugin';

describe('fillRoot', () => {
  it('fills the one empty #root, quoted or as the minimizer leaves it, and keeps `$` as written', () => {
    expect(fillRoot('<body><div id="root"></div></body>', '<p>a</p>', 'login')).toBe(
      '<body><div id="root"><p>a</p></div></body>',
    );
    expect(fillRoot('<body><div id=root></div></body>', '<p>$&amp; $1</p>', 'login')).toBe(
      '<body><div id="root"><p>$&amp; $1</p></div></body>',
    );
  });

  it('refuses HTML without a #root, or with two, and an empty render', () => {
    expect(() => fillRoot('<body></body>', '<p>a</p>', 'login')).toThrow(/found 0/);
    expect(() => fillRoot('<div id=root></div><div id="root"></div>', '<p>a</p>', 'login')).toThrow(
      /found 2/,
    );
    expect(() => fillRoot('<div id=root></div>', '  ', 'login')).toThrow(/rendered nothing/);
  });

  it('refuses what the production CSP blocks in markup: style attributes and inline scripts', () => {
    expect(() => fillRoot('<div id=root></div>', '<div class="a" style="width:1px"></div>', 'x')).toThrow(
      /style attribute/,
    );
    expect(() => fillRoot('<div id=root></div>', '<script>alert(1)</script>', 'x')).toThrow(
      /inline <script>/,
    );
    // The words in text are not markup.
    expect(fillRoot('<div id=root></div>', '<p>style=bold</p>', 'x')).toContain('style=bold');
  });
});

describe('bootAfterPaint', () => {
  const page = (scripts: string) =>
    `<html><head>${scripts}</head><body><div id=root><p>a</p></div></body></html>`;

  it('makes every deferred script inert, in order, and ends the body with the old-browser notice and the loader', () => {
    const html = bootAfterPaint(
      page('<script defer src=js/runtime.1.js></script><script defer="defer" src="js/login.2.js"></script>'),
      'login',
    );
    expect(html).toBe(
      page(
        '<script type="text/plain" data-src="js/runtime.1.js"></script>' +
          '<script type="text/plain" data-src="js/login.2.js"></script>',
      ).replace('</body>', `${OLD_BROWSER_NOTICE_HTML}<script>${BOOT_LOADER}</script></body>`),
    );
  });

  it('refuses a page without scripts or without one </body>', () => {
    expect(() => bootAfterPaint(page(''), 'login')).toThrow(/no deferred <script src>/);
    expect(() => bootAfterPaint('<script defer src=a.js></script>', 'login')).toThrow(/one <\/body>/);
  });

  it('is the one inline script the CSP allows, by the hash of exactly these bytes', () => {
    const scriptSources = /script-src ([^;]+)/.exec(CONTENT_SECURITY_POLICY)?.[1].split(' ');
    expect(scriptSources).toEqual(["'self'", BOOT_LOADER_CSP_SOURCE]);
    expect(BOOT_LOADER_CSP_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(BOOT_LOADER, 'utf8').digest('base64')}'`,
    );
  });
});

describe('PrerenderPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prerender-plugin-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A one-module client build with one HTML page per name, each template given. */
  function build(
    templates: Record<string, string>,
  ): Promise<{ errors: string[]; html: (name: string) => string }> {
    writeFileSync(path.join(dir, 'entry.js'), 'document.title = "x";\n');
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [
        ...Object.entries(templates).map(
          ([name, templateContent]) => new HtmlWebpackPlugin({ filename: `${name}.html`, templateContent }),
        ),
        new PrerenderPlugin(
          path.join(dir, 'bundles'),
          Object.keys(templates).map((name) => ({ name, file: `${name}.html` })),
        ),
      ],
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        resolve({
          errors: stats.compilation.errors.map((e) => e.message),
          html: (name) => readFileSync(path.join(dir, 'dist', `${name}.html`), 'utf8'),
        });
      });
    });
  }

  function bundle(name: string, source: string) {
    rmSync(path.join(dir, 'bundles', `${name}.js`), { force: true });
    mkdirSync(path.join(dir, 'bundles'), { recursive: true });
    writeFileSync(path.join(dir, 'bundles', `${name}.js`), source);
  }

  it("writes each page's render into its #root", async () => {
    bundle('login', 'exports.render = () => "<main>登录</main>";');
    const { errors, html } = await build({ login: '<head></head><body><div id="root"></div></body>' });
    expect(errors).toEqual([]);
    expect(html('login')).toContain('<div id="root"><main>登录</main></div>');
    // …and its scripts wait for the first paint.
    expect(html('login')).toContain('<script type="text/plain" data-src="main.js"></script>');
    expect(html('login')).toContain(`<script>${BOOT_LOADER}</script></body>`);
  });

  it('fails the build when a render throws, a bundle has no render, or a page has no #root', async () => {
    bundle('broken', 'exports.render = () => { throw new Error("window is not defined"); };');
    bundle('empty', 'exports.other = 1;');
    bundle('rootless', 'exports.render = () => "<main></main>";');
    const { errors } = await build({
      broken: '<div id="root"></div>',
      empty: '<div id="root"></div>',
      rootless: '<body></body>',
    });
    expect(errors).toEqual([
      expect.stringContaining('window is not defined'),
      expect.stringContaining('exports no render()'),
      expect.stringContaining('prerender rootless: the HTML must hold one empty <div id="root">, found 0'),
    ]);
  });
});
