/**
 * Cancelling a subscription (认购) follows the fund's 发售公告 (trading-rules R9): 970032's says 认购申请一经
 * 受理不得撤销, so its subscriptions are neither listed as cancellable nor cancelled; a purchase (申购) is
 * still cancellable until 15:00 of its trade date.
 */
import type { CancellableData } from '@/api/order/contract-changes';
import { cancelRefusalByTerms } from '@/server/order/cancel/rules';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  type BuyPath,
  confirmSummary,
  envelope,
  placeOrder,
  postOrder,
  tradeBody,
  ZHANG_ACCOUNT,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const place = async (path: BuyPath, fundCode: string) => {
  await confirmSummary(zhang, fundCode);
  return (await placeOrder(zhang, 'zhangSan', path, { fundCode, applySum: '1000.00' })).data;
};
const cancel = async (appNo: string) =>
  envelope<unknown>(
    await postOrder(
      zhang,
      '/v1/order/cancel',
      await tradeBody(zhang, 'zhangSan', { originalAppNo: appNo, tradeAccount: ZHANG_ACCOUNT }),
    ),
  );
const cancellable = async () =>
  envelope<CancellableData>(await zhang.request('GET', '/v1/order/cancel?t=1')).data;

describe('cancelling a subscription (R9)', () => {
  it('a subscription whose 发售公告 says 认购申请一经受理不得撤销 (970032) cannot be cancelled, even before 15:00 of its day', async () => {
    const subscription = await place('/v1/order/subscription', '970032');
    expect(subscription.businessType).toBe('Subscribe');
    const listed = JSON.stringify(await cancellable());
    expect(listed).not.toContain(subscription.appNo);
    const refused = await cancel(subscription.appNo);
    expect([refused.state, refused.message]).toEqual([
      503502,
      '根据本产品发售公告，认购申请一经受理不得撤销',
    ]);
    expect(
      server.app.portal.db.get('SELECT state FROM orders WHERE app_no = ?', [subscription.appNo]),
    ).toEqual({ state: 'applied' });
  });

  it('a purchase stays cancellable before 15:00 of its trade date', async () => {
    const order = await place('/v1/order/purchase', '970011');
    expect(JSON.stringify(await cancellable())).toContain(order.appNo);
    expect((await cancel(order.appNo)).message).toBe('撤单成功');
  });

  it('the rule: only a subscription of a fund whose announcement allows no cancellation is refused', () => {
    const never = { subscriptionCancellable: false };
    const sameDay = { subscriptionCancellable: true };
    expect(cancelRefusalByTerms(never, 'Subscribe')).toBe('根据本产品发售公告，认购申请一经受理不得撤销');
    expect(cancelRefusalByTerms(sameDay, 'Subscribe')).toBeNull();
    expect(cancelRefusalByTerms(never, 'Purchase')).toBeNull();
  });
});
