import { HashRouter } from 'react-router-dom';

import { mountPage } from '../common/bootstrap';
import { App } from './app';
import { PRERENDERED_ROUTE } from './prerender-route';

/** The route this visit opens on, as HashRouter reads it from the address (#/hall?x → /hall). */
const openingRoute = window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

mountPage(
  <HashRouter>
    <App />
  </HashRouter>,
  { hydrate: openingRoute === PRERENDERED_ROUTE },
);
