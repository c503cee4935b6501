/**
 * What the engine walks need from a browser, whatever drives it: Firefox over WebDriver BiDi (puppeteer-core,
 * firefox.ts) and WebKit over classic WebDriver (WebKitWebDriver, webkit.ts). Clicks, typing and drags are
 * the engine's own input (scrolled into view, hit-tested); finding an element by its role and accessible name
 * happens in the page (PAGE_HELPERS), which marks it with `data-engine-ref` for the input to aim at.
 */
export interface Driver {
  /** Opens `url` and waits until the page has hydrated (`<html data-hydrated>`) or is not a portal page. */
  open(url: string): Promise<void>;
  /** Runs `body` (a function body; `H` holds PAGE_HELPERS, `args` the JSON arguments) in the page. */
  run<T>(body: string, args?: unknown[]): Promise<T>;
  /** A real click at the centre of the element `selector` names. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element `selector` names (focused by a click first). */
  type(selector: string, text: string): Promise<void>;
  /** Presses the mouse on the element's centre, moves `dx` px to the right in small steps, lets go. */
  drag(selector: string, dx: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** An engine under test: opens one fresh browser (no cookies, no storage) at a viewport width. */
export interface Engine {
  name: string;
  /** The narrowest width it can lay out (MiniBrowser's window cannot shrink below its toolbar). */
  phoneWidth: number;
  session(width: number, height: number): Promise<Driver>;
  stop(): Promise<void>;
}

/** Wraps a page-side body with the helpers, as one expression both drivers can evaluate. */
export function pageScript(body: string, args: unknown[]): string {
  return `(function(){${PAGE_HELPERS}return (function(args){${body}})(${JSON.stringify(args)});})()`;
}

/**
 * Page-side helpers, plain ES2017 in a string: the page runs it as it is (a function passed over would carry
 * the TypeScript compiler's helpers along). A name is a string (exact) or `{ re: source }`.
 */
const PAGE_HELPERS = `
var H = {};
H.text = function (el) { return (el.textContent || '').replace(/\\s+/g, ' ').trim(); };
H.nameOf = function (el) {
  var ids = el.getAttribute('aria-labelledby');
  if (ids) return ids.split(/\\s+/).map(function (id) { var e = document.getElementById(id); return e ? H.text(e) : ''; }).join(' ').trim();
  var label = el.getAttribute('aria-label');
  if (label) return label.trim();
  if (el.labels && el.labels.length) return H.shown(el.labels[0]);
  return H.shown(el);
};
/** The text an assistive technology reads: without what is aria-hidden. */
H.shown = function (el) {
  var parts = [];
  (function walk(node) {
    if (node.nodeType === 3) parts.push(node.nodeValue);
    else if (node.nodeType === 1 && node.getAttribute('aria-hidden') !== 'true') node.childNodes.forEach(walk);
  })(el);
  return parts.join('').replace(/\\s+/g, ' ').trim();
};
H.matches = function (value, name) {
  return typeof name === 'string' ? value === name : new RegExp(name.re).test(value);
};
H.visible = function (el) {
  var box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
};
H.ROLES = {
  button: 'button,[role=button]',
  checkbox: 'input[type=checkbox],[role=checkbox]',
  dialog: '[role=dialog],[role=alertdialog]',
  form: 'form[aria-label],form[aria-labelledby]',
  heading: 'h1,h2,h3,[role=heading]',
  link: 'a[href],[role=link]',
  region: 'section[aria-label],section[aria-labelledby],[role=region]',
  row: 'tr,[role=row]',
  slider: '[role=slider]',
  tab: '[role=tab]',
  textbox: 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]),textarea',
};
/** The first visible element of \`role\` named \`name\`, inside the first of \`within\` ([role, name] pairs). */
H.find = function (role, name, within) {
  var scope = document;
  var path = (within || []).concat([[role, name]]);
  for (var i = 0; scope && i < path.length; i++) scope = H.findIn(scope, path[i][0], path[i][1]);
  return scope || null;
};
H.findIn = function (scope, role, name) {
  var all = Array.prototype.slice.call(scope.querySelectorAll(H.ROLES[role]));
  var byName = role === 'row' ? H.shown : H.nameOf;
  return all.filter(function (el) { return H.visible(el) && H.matches(byName(el), name); })[0];
};
H.mark = function (el) {
  if (!el.hasAttribute('data-engine-ref')) el.setAttribute('data-engine-ref', String(Math.random()).slice(2));
  return '[data-engine-ref="' + el.getAttribute('data-engine-ref') + '"]';
};
`;
