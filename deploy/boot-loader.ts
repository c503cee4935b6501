import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal, at the end of every built page (scripts/prerender/boot-after-paint.ts).
 * The page's scripts are written as inert `<script type="text/plain" data-src>` tags; this loader inserts
 * them, in order, once the prerendered first screen is on screen: the scripts no longer hold back the first
 * paint, nor the largest one (Lighthouse's LCP counts a script evaluated before the paint into it).
 *
 * Until the page has hydrated (`<html data-hydrated>`, pages/common/hydration-marker.tsx) it stops every
 * form submit: a prerendered form would otherwise be sent by the browser itself, by GET, with the password
 * in the address. ES5 on purpose: it also runs where the bundles' syntax is too new (the old-browser notice).
 *
 * It must stay byte for byte what the CSP's hash allows (deploy/security-headers.ts): both read it from here.
 */
export const BOOT_LOADER = [
  '(function(d){',
  'var root=d.documentElement,started=false;',
  "d.addEventListener('submit',function(e){if(!root.hasAttribute('data-hydrated'))e.preventDefault();},true);",
  'function start(){if(started)return;started=true;',
  "var inert=d.querySelectorAll('script[data-src]');",
  "for(var i=0;i<inert.length;i++){var s=d.createElement('script');",
  "s.src=inert[i].getAttribute('data-src');s.async=false;d.body.appendChild(s);}}",
  // A task queued from the frame's callback runs once that frame is painted; a hidden tab paints no frame.
  'if(d.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0);});',
  'setTimeout(start,1000);',
  '})(document);',
].join('');

/** The CSP source that allows BOOT_LOADER and nothing else inline. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
