import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';

import type { AppStore } from '@/store';

/** Opens `address` in the window, then makes the store with `setup` and renders `page` in it, as the built page starts. */
export function renderPageAt(address: string, setup: () => { store: AppStore }, page: ReactElement) {
  window.history.replaceState({}, '', address);
  const { store } = setup();
  const user = userEvent.setup();
  render(<Provider store={store}>{page}</Provider>);
  return { user, store };
}

/** Where the router is, as a status the tests read: the address the screens keep their state in. */
export function Location() {
  const location = useLocation();
  return <output aria-label="地址">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` with `store` under a memory router opened at `route`, as the index page mounts its screens. */
export function renderInRouter(store: AppStore, route: string, page: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
    </Provider>,
  );
  return { user, ...view };
}
