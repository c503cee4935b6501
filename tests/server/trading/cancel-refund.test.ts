import type { TradeRecordData } from '@/api/account/contract-assets';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpAnswer } from '../support/http-client';
import { encrypt } from '../support/portal';
import type { TestServer } from '../support/server';
import {
  confirmSummary,
  investor,
  MONDAY_10AM,
  orderBody,
  pay,
  postOrder,
  serverAt,
  tradeAccountOf,
} from './support';

jest.setTimeout(60000);

let server: TestServer;
afterAll(() => server?.close());
const envelope = <T>(answer: HttpAnswer) => answer.json as { state: number; data: T; message: string };

describe('a cancelled purchase', () => {
  it('writes the refund of what its application took in, and the trade records show it cancelled', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await investor(server, 'zhangSan');
    await confirmSummary(zhang, '970001');
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970001', applySum: '500.00' });
    const placed = envelope<AcceptedOrder>(await postOrder(zhang, '/v1/order/purchase', body));
    expect(placed.state).toBe(200000);
    await pay(zhang, placed.data.appNo); // the money arrived: a cancel gives it back

    const cancel = {
      originalAppNo: placed.data.appNo,
      tradeAccount: tradeAccountOf('zhangSan'),
      password: await encrypt(zhang, DEMO_TRADE_PASSWORD),
    };
    expect(envelope(await postOrder(zhang, '/v1/order/cancel', cancel)).state).toBe(200000);
    expect(
      server.app.portal.db.all(
        'SELECT kind, amount, shares, record_date FROM trade_records WHERE app_no = ? ORDER BY id',
        [placed.data.appNo],
      ),
    ).toEqual([
      { kind: 'apply', amount: '500.00', shares: '0.00', record_date: '20261123' },
      { kind: 'refund', amount: '500.00', shares: '0.00', record_date: '20261123' },
    ]);
    const records = envelope<TradeRecordData>(
      await zhang.request('GET', '/v1/account/trade/record?t=1'),
    ).data;
    expect(records.rows.find((r) => r.appNo === placed.data.appNo)).toMatchObject({
      applySum: '500.00',
      orderStatus: '3',
    });
  });
});
