import { HashRouter } from 'react-router-dom';

import { mountPage } from '../common/bootstrap';
import { App } from './app';

mountPage(
  <HashRouter>
    <App />
  </HashRouter>,
);
