import type { TradeRecordData } from '@/api/account/contract-assets';

import type { TestServer } from '../../support/server';
import { envelope, MONDAY_10AM, postOrder, serverAt, tradeBody, zhangBoughtAndPaid } from '../support';

jest.setTimeout(60000);

let server: TestServer;
afterAll(() => server?.close());

describe('a cancelled purchase', () => {
  it('writes the refund of what its application took in, and the trade records show it cancelled', async () => {
    server = await serverAt(MONDAY_10AM);
    // The money arrived: a cancel gives it back.
    const { zhang, order: placed } = await zhangBoughtAndPaid(server, '970001', '500.00');
    expect(placed.state).toBe(200000);

    const cancel = await tradeBody(zhang, 'zhangSan', { originalAppNo: placed.data.appNo });
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
