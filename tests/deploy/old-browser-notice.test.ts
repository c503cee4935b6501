import { parse } from 'acorn';
import { JSDOM, ResourceLoader } from 'jsdom';

import { BOOT_LOADER } from '../../deploy/boot-loader';
import { OLD_BROWSER_NOTICE_HTML, OLD_BROWSER_SCRIPT } from '../../deploy/old-browser-notice';

const IE8 = 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;

/** A built page's body end as the prerender writes it, run by jsdom under the given user agent. */
function open(userAgent: string, stored?: string) {
  const dom = new JSDOM(`<!doctype html><body><div id="root"></div>${OLD_BROWSER_NOTICE_HTML}</body>`, {
    url: 'http://127.0.0.1/login.html',
    resources: new ResourceLoader({ userAgent }),
    runScripts: 'outside-only',
  });
  if (stored !== undefined) dom.window.localStorage.setItem('gzzg.dialog', stored);
  dom.window.eval(OLD_BROWSER_SCRIPT);
  const box = dom.window.document.getElementById('gz-old-browser') as HTMLElement;
  return { dom, box, button: box.querySelector('button') as HTMLButtonElement };
}

describe('the old-browser notice in the built HTML', () => {
  it('is ES3: IE 8–10 parse it (no let, const, arrow, template or trailing comma)', () => {
    expect(() => parse(OLD_BROWSER_SCRIPT, { ecmaVersion: 3 })).not.toThrow();
    // The whole inline loader stays ES5 and starts with the notice, a statement of its own.
    expect(() => parse(BOOT_LOADER, { ecmaVersion: 5 })).not.toThrow();
    expect(BOOT_LOADER.startsWith(OLD_BROWSER_SCRIPT)).toBe(true);
  });

  it.each([
    ['IE 8', IE8],
    ['IE 11', IE11],
  ])('shows for %s with the focus on 继续访问, and remembers a dismissal in gzzg.dialog', (_name, ua) => {
    const { dom, box, button } = open(ua);
    expect(box.hidden).toBe(false);
    expect(box.className).toContain('gz-old-browser--open');
    expect(dom.window.document.activeElement).toBe(button);
    expect(button.textContent).toBe('继续访问');
    button.click();
    expect(box.hidden).toBe(true);
    const stored = JSON.parse(dom.window.localStorage.getItem('gzzg.dialog') ?? 'null') as {
      v: number;
      d: Record<string, number>;
    };
    expect(stored.v).toBe(1);
    expect(Date.now() - stored.d['old-browser']).toBeLessThan(5000);
  });

  it('stays away for 24 hours after a dismissal, then comes back; keeps the other remembered dialogs', () => {
    const recent = JSON.stringify({ v: 1, d: { 'old-browser': Date.now() - DAY + 60000 } });
    expect(open(IE11, recent).box.hidden).toBe(true);
    const old = JSON.stringify({ v: 1, d: { 'old-browser': Date.now() - DAY - 1000, survey: Date.now() } });
    const { dom, box, button } = open(IE11, old);
    expect(box.hidden).toBe(false);
    button.click();
    expect(Object.keys(JSON.parse(dom.window.localStorage.getItem('gzzg.dialog') ?? '{}').d).sort()).toEqual([
      'old-browser',
      'survey',
    ]);
  });

  it('Escape dismisses it and Tab keeps the focus on its button', () => {
    const { dom, box, button } = open(IE11);
    const key = (keyCode: number) =>
      box.dispatchEvent(
        new dom.window.KeyboardEvent('keydown', { keyCode, bubbles: true, cancelable: true }),
      );
    button.blur();
    expect(key(9)).toBe(false);
    expect(dom.window.document.activeElement).toBe(button);
    key(27);
    expect(box.hidden).toBe(true);
  });

  it('shows for nobody else, and survives unreadable storage', () => {
    expect(open(CHROME).box.hidden).toBe(true);
    expect(open(IE11, '{not json').box.hidden).toBe(false);
  });
});
