/**
 * Puts a page's prerendered markup into the empty `<div id="root">` of its built HTML. Refuses what would
 * break the page: no root or several, an empty render, and what the production CSP (deploy/) blocks in
 * markup: inline scripts and style attributes.
 */
// html-webpack-plugin minifies production HTML: the attribute's quotes are optional.
const EMPTY_ROOT = /<div id="?root"?><\/div>/g;
const STYLE_ATTRIBUTE = /<[^>]*\sstyle=/i;
const SCRIPT_TAG = /<script[\s>]/i;

export function fillRoot(html: string, markup: string, page: string): string {
  const roots = html.match(EMPTY_ROOT)?.length ?? 0;
  if (roots !== 1) {
    throw new Error(`prerender ${page}: the HTML must hold one empty <div id="root">, found ${roots}`);
  }
  if (markup.trim() === '') throw new Error(`prerender ${page}: the page rendered nothing`);
  if (STYLE_ATTRIBUTE.test(markup)) {
    const at = markup.search(STYLE_ATTRIBUTE);
    throw new Error(
      `prerender ${page}: a style attribute, which the production CSP blocks: ${markup.slice(at, at + 120)}`,
    );
  }
  if (SCRIPT_TAG.test(markup)) throw new Error(`prerender ${page}: an inline <script> in the markup`);
  // A function, not a string: `$` in the markup must not be read as a replacement pattern.
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
