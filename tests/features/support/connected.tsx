import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';

/**
 * A feature component that calls its own API hooks, against the loopback back office: every test file gets
 * the server, each render a fresh store. Call at the top level of the test file (it registers hooks).
 */
export function connectedFeature() {
  const context = apiTestServer();
  function renderConnected(ui: ReactElement) {
    const { store } = context.setup();
    const user = userEvent.setup();
    const view = render(<Provider store={store}>{ui}</Provider>);
    return { user, store, ...view };
  }
  return { ...context, renderConnected };
}
