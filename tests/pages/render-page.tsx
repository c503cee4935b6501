import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import type { AppStore } from '@/store';

/** Opens `address` in the window, then makes the store with `setup` and renders `page` in it, as the built page starts. */
export function renderPageAt(address: string, setup: () => { store: AppStore }, page: ReactElement) {
  window.history.replaceState({}, '', address);
  const { store } = setup();
  const user = userEvent.setup();
  render(<Provider store={store}>{page}</Provider>);
  return { user, store };
}
