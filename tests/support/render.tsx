import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import { makeStore, type RootState } from '@/store';

interface SetupOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The hash route the router starts on. */
  route?: string;
}

/** Renders a component inside a fresh store and a router, as an entry would; returns the store and a user. */
export function setup(ui: ReactElement, { preloadedState, route = '/', ...options }: SetupOptions = {}) {
  const store = makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { user: userEvent.setup(), store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
