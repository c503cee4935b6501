import { HashRouter } from 'react-router-dom';

import { mountPage } from '../common/bootstrap';
import { App } from './app';
import { PRERENDERED_ROUTE } from './prerender-route';
import { startOpeningScreen } from './shell/opening-screen';

/** The route this visit opens on, as HashRouter reads it from the address (#/hall?x → /hall). */
const openingRoute = window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

// The opening screen's chunk comes beside the page's start, not after the session check.
startOpeningScreen(window.location.hash);

mountPage(
  <HashRouter>
    <App />
  </HashRouter>,
  { hydrate: openingRoute === PRERENDERED_ROUTE },
);
