import { createPath, Router, type Navigator } from 'react-router-dom';

import { prerenderPage } from '../common/prerender';
import { App } from './app';
import { PRERENDERED_ROUTE } from './prerender-route';

/** Links as the browser's HashRouter writes them (#/hall, no <base>); the build never navigates. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The build's HTML of the app's first screen: the shell and the session gate's loading notice. */
export const render = (): string =>
  prerenderPage(
    <Router location={PRERENDERED_ROUTE} navigator={hashLinks} static>
      <App />
    </Router>,
  );
