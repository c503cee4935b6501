import { BOOT_LOADER } from '../../deploy/boot-loader';
import { OLD_BROWSER_NOTICE_HTML } from '../../deploy/old-browser-notice';

// html-webpack-plugin's deferred tags, minified (quotes optional) or not.
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
const BODY_END = /<\/body>/g;

/**
 * A prerendered page's scripts wait for its first paint: each `<script defer src>` becomes an inert
 * `<script type="text/plain" data-src>` (the browser neither fetches nor runs it), and the page ends with
 * the inline loader (deploy/boot-loader.ts) that inserts them, in order, once the first screen is painted.
 * Before it, outside the React root: the old-browser notice's HTML (deploy/old-browser-notice.ts).
 */
export function bootAfterPaint(html: string, page: string): string {
  const sources = Array.from(html.matchAll(DEFERRED_SCRIPT), (match) => match[1]);
  if (sources.length === 0) throw new Error(`prerender ${page}: the HTML has no deferred <script src>`);
  if (html.match(BODY_END)?.length !== 1)
    throw new Error(`prerender ${page}: the HTML must have one </body>`);
  return html
    .replace(
      DEFERRED_SCRIPT,
      (_tag, source: string) => `<script type="text/plain" data-src="${source}"></script>`,
    )
    .replace(BODY_END, () => `${OLD_BROWSER_NOTICE_HTML}<script>${BOOT_LOADER}</script></body>`);
}
