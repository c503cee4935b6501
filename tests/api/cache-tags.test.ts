import { QueryStatus } from '@reduxjs/toolkit/query';

import { assetsApi } from '@/api/account/endpoints-assets';
import { authApi } from '@/api/auth/endpoints';
import { fundRedeemApi } from '@/api/fund/endpoints-redeem';
import { ordersApi } from '@/api/order/endpoints-orders';
import { sellingApi } from '@/api/order/endpoints-selling';

import { useApiTestServer } from './support/setup';
import { envelope } from './support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('./support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

const TOTALS = { totalAssets: '1000.00', totalIncome: '0.00', yesterdayIncome: '0.00', asOf: null };
const TRADING_READS = [
  '/v1/account/hold',
  '/v1/account/assets/transit',
  '/v1/order/cancel',
  '/v1/fund/redeemFund',
] as const;

function answerTradingReads() {
  server.on('GET', '/v1/account/hold', { body: envelope({ totals: TOTALS, holdings: [] }) });
  server.on('GET', '/v1/account/assets/transit', { body: envelope([]) });
  server.on('GET', '/v1/order/cancel', { body: envelope([]) });
  server.on('GET', '/v1/fund/redeemFund', { body: envelope({ redeemableCheck: false, holdings: [] }) });
}

const asked = (path: string) => server.requests.filter((r) => r.method === 'GET' && r.path === path).length;

/** Lets the refetches an invalidation starts reach the server and come back. */
async function settle(store: ReturnType<typeof setup>['store']) {
  for (let i = 0; i < 20 && isFetching(store); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
function isFetching(store: ReturnType<typeof setup>['store']) {
  return Object.values(store.getState().api.queries).some((q) => q?.status === QueryStatus.pending);
}

/** The screens' reads of holdings, transit, orders and assets, subscribed as mounted screens hold them. */
async function mountTradingReads(store: ReturnType<typeof setup>['store']) {
  const subscriptions = [
    store.dispatch(assetsApi.endpoints.fetchHold.initiate({ channel: 'direct' })),
    store.dispatch(assetsApi.endpoints.fetchTransit.initiate()),
    store.dispatch(sellingApi.endpoints.fetchCancellableOrders.initiate()),
    store.dispatch(fundRedeemApi.endpoints.fetchRedeemableFunds.initiate()),
  ];
  await Promise.all(subscriptions);
  return subscriptions;
}

describe('cache tags of the trading half', () => {
  const orders = {
    'placing a purchase': () =>
      ordersApi.endpoints.placePurchase.initiate({
        idempotencyKey: 'k1',
        fundCode: '000001',
        tradeAccount: 'T1',
        applyAmount: '1000.00',
        password: 'x',
      } as never),
    'a redemption': () =>
      sellingApi.endpoints.placeRedeem.initiate({ idempotencyKey: 'k2', fundCode: '000001' } as never),
    'a cancellation': () =>
      sellingApi.endpoints.cancelOrder.initiate({ idempotencyKey: 'k3', appNo: 'A1' } as never),
    'a dividend change': () =>
      sellingApi.endpoints.changeDividend.initiate({ idempotencyKey: 'k4', fundCode: '000001' } as never),
  };

  it.each(Object.entries(orders))(
    '%s makes the holdings, transit, orders and assets on screen fresh without a forced refetch',
    async (_name, order) => {
      const { store } = setup();
      answerTradingReads();
      server.on('POST', '/v1/order/purchase', { body: envelope({ appNo: 'A1' }) });
      server.on('POST', '/v1/order/redeem', { body: envelope({ appNo: 'A2' }) });
      server.on('POST', '/v1/order/cancel', { body: envelope(null) });
      server.on('PUT', '/v1/order/dividend', { body: envelope(null) });
      const subscriptions = await mountTradingReads(store);
      expect(TRADING_READS.map(asked)).toEqual([1, 1, 1, 1]);

      await store.dispatch(order() as never);
      await settle(store);
      expect(TRADING_READS.map(asked)).toEqual([2, 2, 2, 2]);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  );

  it('a screen opened again after an order asks the back office, not the cache', async () => {
    const { store } = setup();
    answerTradingReads();
    server.on('POST', '/v1/order/cancel', { body: envelope(null) });
    (await mountTradingReads(store)).forEach((subscription) => subscription.unsubscribe());
    await store.dispatch(
      sellingApi.endpoints.cancelOrder.initiate({ idempotencyKey: 'k', appNo: 'A1' } as never),
    );
    (await mountTradingReads(store)).forEach((subscription) => subscription.unsubscribe());
    expect(TRADING_READS.map(asked)).toEqual([2, 2, 2, 2]);
  });

  it("a logout drops the investor's cached holdings: the next session's screens fetch their own", async () => {
    const { store } = setup();
    answerTradingReads();
    server.on('POST', '/v1/auth/logout', { body: envelope(null) });
    (await mountTradingReads(store)).forEach((subscription) => subscription.unsubscribe());
    await store.dispatch(authApi.endpoints.logout.initiate());
    (await mountTradingReads(store)).forEach((subscription) => subscription.unsubscribe());
    expect(TRADING_READS.map(asked)).toEqual([2, 2, 2, 2]);
  });
});
