/**
 * Spec §2: Internet Explorer 11 or below gets a notice with no title and one button, 继续访问, remembered for
 * 24 hours. IE cannot run the portal's bundles (ES2020), so the notice is plain HTML in every built page
 * (scripts/prerender/boot-after-paint.ts) and an ES3 script at the start of the page's one inline script
 * (deploy/boot-loader.ts): no module, arrow, let, const or `Date.now`-only code, every step in try/catch.
 * The memory is the portal's dialog entry (STORAGE.dialog, shared/storage/registry.ts): `{"v":1,"d":{id: ms}}`,
 * kept DIALOG_MEMORY_MS.
 */
import { DIALOG_MEMORY_MS } from '../shared/config/constants';
import { STORAGE } from '../shared/storage/registry';

export const OLD_BROWSER_NOTICE_ID = 'gz-old-browser';

const TEXT =
  '您正在使用的浏览器版本过低，可能无法正常办理业务。为了您的账户安全和更好的体验，建议使用最新版的 Chrome、Edge、Firefox 浏览器，或 360、QQ 浏览器的极速模式。';

/** Hidden until the script shows it (the `hidden` attribute for current browsers, the CSS class for old IE). */
export const OLD_BROWSER_NOTICE_HTML =
  `<div id="${OLD_BROWSER_NOTICE_ID}" class="gz-old-browser" hidden>` +
  '<div class="gz-old-browser__box" role="dialog" aria-modal="true" aria-label="浏览器版本提示">' +
  `<p class="gz-old-browser__text">${TEXT}</p>` +
  '<button type="button" class="gz-old-browser__button">继续访问</button>' +
  '</div></div>';

/** IE ≤ 10 says MSIE, IE 11 says Trident/7. Tab stays on the button; Escape and the button dismiss. */
export const OLD_BROWSER_SCRIPT = [
  '(function(d,w){try{',
  'if(!/\\bMSIE \\d+\\.|\\bTrident\\/\\d+\\./.test(w.navigator.userAgent))return;',
  `var key="${STORAGE.dialog.key}",day=${DIALOG_MEMORY_MS},all={},ls=null,k;`,
  'function now(){return Date.now?Date.now():new Date().getTime();}',
  `try{ls=w.localStorage;var e=w.JSON.parse(ls.getItem(key));if(e&&e.v===${STORAGE.dialog.version}&&e.d)all=e.d;}catch(x){}`,
  'var at=all["old-browser"],t=now();',
  'if(typeof at==="number"&&at<=t&&t-at<day)return;',
  `var box=d.getElementById("${OLD_BROWSER_NOTICE_ID}");if(!box)return;`,
  'var button=box.getElementsByTagName("button")[0];',
  'box.removeAttribute("hidden");box.className="gz-old-browser gz-old-browser--open";',
  'function dismiss(){var kept={},t2=now();',
  'for(k in all){if(all.hasOwnProperty(k)&&typeof all[k]==="number"&&t2-all[k]<day)kept[k]=all[k];}',
  'kept["old-browser"]=t2;',
  `try{ls.setItem(key,w.JSON.stringify({v:${STORAGE.dialog.version},d:kept}));}catch(x){}`,
  'box.setAttribute("hidden","hidden");box.className="gz-old-browser";}',
  'button.onclick=dismiss;',
  'box.onkeydown=function(e){e=e||w.event;var c=e.keyCode;if(c!==9&&c!==27)return true;',
  'if(c===27)dismiss();else button.focus();',
  'if(e.preventDefault)e.preventDefault();return false;};',
  'button.focus();',
  '}catch(x){}})(document,window);',
].join('');
