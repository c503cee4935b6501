import { createHash } from 'node:crypto';

import { OLD_BROWSER_SCRIPT } from './old-browser-notice';

/**
 * The one inline script of the portal, at the end of every built page (scripts/prerender/boot-after-paint.ts).
 * The page's scripts are written as inert `<script type="text/plain" data-src>` tags; this loader inserts
 * them, in order, once the prerendered first screen has been painted: the scripts no longer hold back the first
 * paint, nor the largest one (Lighthouse's LCP counts a script evaluated before the paint into it).
 *
 * Until the page has hydrated (`<html data-hydrated>`, pages/common/hydration-marker.tsx):
 * - a click on a prerendered button, tab or switch (or the Enter or Space that presses it, and the Enter in a
 *   field that presses the form's submit button) is held and pressed again once the page is live, in order:
 *   nothing the visitor does early is lost, and nothing half-works;
 * - every form submit is stopped: a prerendered form would otherwise be sent by the browser itself, by GET,
 *   with the password in the address.
 * ES5 on purpose; it starts with the old-browser notice's ES3 script (deploy/old-browser-notice.ts), a statement
 * of its own, so that IE shows the notice even where the loader's ES5 calls fail. The notice's 继续访问 is never
 * held: it lies outside `#root`, and IE (no `Element.closest`) holds nothing.
 *
 * It must stay byte for byte what the CSP's hash allows (deploy/security-headers.ts): both read it from here.
 */
export const BOOT_LOADER = [
  OLD_BROWSER_SCRIPT,
  '(function(d){',
  'var root=d.documentElement,started=false,held=[];',
  'function live(){return root.hasAttribute("data-hydrated");}',
  "d.addEventListener('submit',function(e){if(!live())e.preventDefault();},true);",
  "d.addEventListener('click',function(e){if(live()||!e.target.closest)return;",
  `var c=e.target.closest("#root button,#root [role=button],#root [role=tab],#root [role=switch]");`,
  'if(!c)return;e.preventDefault();e.stopPropagation();if(held[held.length-1]!==c)held.push(c);},true);',
  // Pressed again a turn after the marker's effect, once the page's state holds what was typed early.
  'new MutationObserver(function(r,o){if(!live())return;o.disconnect();setTimeout(function(){',
  'held.splice(0).forEach(function(c){if(root.contains(c))c.click();});},0);})',
  ".observe(root,{attributes:true,attributeFilter:['data-hydrated']});",
  'function start(){if(started)return;started=true;',
  "var inert=d.querySelectorAll('script[data-src]');",
  "for(var i=0;i<inert.length;i++){var s=d.createElement('script');",
  "s.src=inert[i].getAttribute('data-src');s.async=false;d.body.appendChild(s);}}",
  // Once the first contentful paint is on screen (its timing entry comes when the frame is presented),
  // else two frames on; at once in a hidden tab, which paints nothing; at the latest after 2 s.
  'function later(){setTimeout(start,0);}',
  'var P=window.PerformanceObserver;',
  "if(d.hidden)start();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();later();}})",
  ".observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){requestAnimationFrame(later);});',
  'setTimeout(start,2000);',
  '})(document);',
].join('');

/** The CSP source that allows BOOT_LOADER and nothing else inline. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
