import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

import { pageTree } from './page-tree';

/**
 * The HTML of a page's first screen, before any data: what the build writes into its #root
 * (scripts/prerender). Only the prerender bundles import this module: react-dom/server never reaches the
 * browser.
 */
export function prerenderPage(page: ReactNode): string {
  return renderToString(pageTree(page));
}
