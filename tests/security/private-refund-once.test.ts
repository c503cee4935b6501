import type { PrivateOrder } from '@/api/order/contract-private';

import { envelope, investor, pay, postOrder, purchase, refundsOf, tradeBody } from '../server/order/support';
import { privateOrder, zhouSignedForFile } from '../server/order/support-private';
import type { HttpClient } from '../server/support/http-client';
import type { TestServer } from '../server/support/server';

/**
 * Issue 27, item 2: every money movement of an order happens once. A private order cancelled the same day
 * cannot be refunded a second time by a return visit answered "否" a day later, nor made final by one
 * answered all "是"; the database keeps at most one refund per order.
 */

let server: TestServer;
let zhou: HttpClient;
zhouSignedForFile((s) => ({ server, browser: zhou } = s));

const answers = (v1: '0' | '1') =>
  Array.from({ length: 11 }, (_, i) => ({ code: `V${i + 1}`, answer: i === 0 ? v1 : '1' }));

async function placeAndCancel(): Promise<string> {
  const placed = await purchase(zhou, 'zhouJiu', { fundCode: '980001', applySum: '300000.00' });
  expect(placed.state).toBe(200000);
  await pay(zhou, placed.data.appNo);
  const cancel = await tradeBody(zhou, 'zhouJiu', { originalAppNo: placed.data.appNo });
  expect(envelope(await postOrder(zhou, '/v1/order/cancel', cancel)).state).toBe(200000);
  return placed.data.appNo;
}

describe('a private order is refunded once', () => {
  let refused: string;
  let allYes: string;

  it('refuses a return visit on an order cancelled the same day: one refund row, not two', async () => {
    refused = await placeAndCancel();
    allYes = await placeAndCancel();
    server.clock.advance(24 * 3600 + 60);
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const visit = envelope<PrivateOrder>(
      await zhou.request('POST', '/v1/order/private/visit', { appNo: refused, answers: answers('0') }),
    );
    expect(visit.state).not.toBe(200000);
    expect(visit.message).toBe('合同已解除，请勿重复操作');
    expect(refundsOf(server, refused)).toEqual([{ amount: '300000.00' }]);
  });

  it('never shows a cancelled order as final after a visit answered all 是', async () => {
    const visit = envelope<PrivateOrder>(
      await zhou.request('POST', '/v1/order/private/visit', { appNo: allYes, answers: answers('1') }),
    );
    expect(visit.message).toBe('合同已解除，请勿重复操作');
    const view = await privateOrder(zhou, allYes);
    expect(view).toMatchObject({ phase: 'withdrawn', canVisit: '0', refund: '300000.00' });
    expect(refundsOf(server, allYes)).toHaveLength(1);
  });

  it('keeps one refund per order in the database itself', () => {
    const { db } = server.app.portal;
    const row = db.get<{ account_id: number; trade_account: string }>(
      'SELECT account_id, trade_account FROM orders WHERE app_no = ?',
      [refused],
    );
    expect(() =>
      db.run(
        "INSERT INTO trade_records (account_id, trade_account, fund_code, app_no, kind, amount, shares, record_date, at) VALUES (?, ?, '980001', ?, 'refund', '300000.00', '0.00', '20261124', 1)",
        [row?.account_id ?? 0, row?.trade_account ?? '', refused],
      ),
    ).toThrow(/UNIQUE/);
  });
});
