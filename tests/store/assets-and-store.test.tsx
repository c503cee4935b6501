import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';

import { assetsApi } from '@/api/account/endpoints-assets';
import { authApi } from '@/api/auth/endpoints';
import { loginExpired } from '@/api/core/session-events';
import { AssetTotals } from '@/features/assets/asset-totals';
import { makeStore } from '@/store';
import { initialAssetsState } from '@/store/assets-slice';
import { useAppSelector } from '@/store/hooks';

import { useApiTestServer as apiTestServer } from '../api/support/setup';
import { envelope } from '../api/support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('../api/support/shared-ui-mock'));

const { setup, server } = apiTestServer();

const DIRECT = { totalAssets: '12000.50', totalIncome: '300.00', yesterdayIncome: '-1.25', asOf: '20260105' };
const CONSIGNMENT = { totalAssets: '8000.00', totalIncome: '0.00', yesterdayIncome: '0.00', asOf: null };

function answerHoldings() {
  server.on('GET', '/v1/account/hold', { body: envelope({ totals: DIRECT, holdings: [] }) });
  server.on('GET', '/v1/account/crm/hold', { body: envelope({ totals: CONSIGNMENT, holdings: [] }) });
}

describe('the assets slice', () => {
  it('is filled per channel from GET /v1/account/hold and /v1/account/crm/hold', async () => {
    const { store } = setup();
    answerHoldings();
    await store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'direct' }));
    expect(store.getState().assets).toEqual({ direct: DIRECT, consignment: null });
    await store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'consignment' }));
    expect(store.getState().assets).toEqual({ direct: DIRECT, consignment: CONSIGNMENT });
  });

  it('is emptied by logout and by an expired session', async () => {
    const { store } = setup();
    answerHoldings();
    server.on('POST', '/v1/auth/logout', { body: envelope(null) });
    await store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'direct' }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().assets).toEqual(initialAssetsState);
    await store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'consignment' }));
    store.dispatch(loginExpired());
    expect(store.getState().assets).toEqual(initialAssetsState);
  });

  it('the totals a screen shows are the ones in the assets store', async () => {
    const { store } = setup();
    answerHoldings();
    render(
      <Provider store={store}>
        <AssetTotals title="直销资产" channel="direct" />
      </Provider>,
    );
    expect(screen.getByRole('region', { name: '直销资产' })).toHaveTextContent('--');
    await store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'direct' }));
    expect(await screen.findByText('12,000.50元')).toBeInTheDocument();
    expect(screen.getByText('-1.25元')).toHaveAttribute('data-sign', 'down');
  });
});

describe('makeStore', () => {
  it('accepts a preloaded state and gives each call a store of its own', () => {
    const first = makeStore({ globalFlags: { loginFirst: true, loginReplace: false, loginExpire: false } });
    const second = makeStore();
    expect(first.getState().globalFlags.loginFirst).toBe(true);
    expect(second.getState().globalFlags.loginFirst).toBe(false);
    expect(second.getState().api).toBeDefined();
  });

  it('carries the api, user, assets, global flags and session clock: no slice without a reader', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'api',
      'assets',
      'globalFlags',
      'sessionClock',
      'user',
    ]);
  });

  it('the typed selector reads the store from a component', () => {
    function Flags() {
      const loginReplace = useAppSelector((state) => state.globalFlags.loginReplace);
      return <p>{loginReplace ? '已在别处登录' : '正常'}</p>;
    }
    const store = makeStore({ globalFlags: { loginFirst: false, loginReplace: true, loginExpire: false } });
    render(
      <Provider store={store}>
        <Flags />
      </Provider>,
    );
    expect(screen.getByText('已在别处登录')).toBeInTheDocument();
  });
});
