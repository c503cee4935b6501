// First: react-router needs TextEncoder and the base query fetch, which jsdom lacks.
import '../../api/support/node-fetch';

import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';

import { App } from '@/pages/index/app';
import { startOpeningScreen } from '@/pages/index/shell/opening-screen';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import { createMockUser } from './fixtures';

const { setup, server } = apiTestServer();

/** As main.tsx does: the opening screen starts with the page, then the app renders. */
function openOn(hash: string) {
  window.history.replaceState({}, '', `/index.html${hash}`);
  startOpeningScreen(window.location.hash);
  const { store } = setup();
  render(
    <Provider store={store}>
      <HashRouter>
        <App />
      </HashRouter>
    </Provider>,
  );
}

const asked = (path: string) => server.requests.filter((request) => request.path === path).length;

describe('the screen a visit opens on (issue 38 item 9)', () => {
  it('asks for its first answers while the session check is still on its way, and asks once', async () => {
    // The session check answers late: the redeem list must not wait for it.
    server.on('GET', '/v1/auth/user', { body: envelope(createMockUser()), delayMs: 1500 });
    server.on('GET', '/v1/fund/redeemFund', { body: envelope({ list: [] }) });
    server.on('GET', '/v1/order/cancel', { body: envelope([]) });
    openOn('#/trade-center/redeem');
    await waitFor(() => expect(asked('/v1/fund/redeemFund')).toBe(1), { timeout: 1200 });
    expect(asked('/v1/order/cancel')).toBe(1);
    expect(server.requests.some((request) => request.path === '/v1/auth/user')).toBe(true);
    expect(screen.queryByRole('heading', { level: 1, name: '赎回基金' })).not.toBeInTheDocument();
    // Once the session is known, the screen draws from those answers without asking again.
    expect(
      await screen.findByRole('heading', { level: 1, name: '赎回基金' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(asked('/v1/fund/redeemFund')).toBe(1);
  });

  it('asks for the questionnaire list beside the session check, and asks once', async () => {
    server.on('GET', '/v1/auth/user', { body: envelope(createMockUser()), delayMs: 1500 });
    server.on('GET', '/v1/survey/', { body: envelope([]) });
    openOn('#/hall/user/questionnaire/list');
    await waitFor(() => expect(asked('/v1/survey/')).toBe(1), { timeout: 1200 });
    expect(screen.queryByRole('heading', { level: 1, name: '问卷列表' })).not.toBeInTheDocument();
    expect(await screen.findByText('暂无可填写的问卷', {}, { timeout: 5000 })).toBeVisible();
    expect(asked('/v1/survey/')).toBe(1);
  });

  it('starts nothing for a later move: only the first screen is preloaded', async () => {
    server.on('GET', '/v1/auth/user', { body: envelope(createMockUser()) });
    openOn('#/hall/user/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '大厅' }, { timeout: 5000 })).toBeVisible();
    expect(asked('/v1/fund/redeemFund')).toBe(0);
  });
});
