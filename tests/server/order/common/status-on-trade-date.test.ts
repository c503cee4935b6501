import Big from 'big.js';

import { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  type BuyPath,
  clockTo,
  confirmSummary,
  investor,
  MONDAY_10AM,
  orderBody,
  pay,
  placeOrder,
  postOrder,
  serverAt,
  zhangReadyToBuy,
} from '../support';

jest.setTimeout(120000);

type Row = Record<string, string | number | null>;
let server: TestServer;
const db = () => server.app.portal.db;
const confirmation = (appNo: string) =>
  db().get<Row>(
    'SELECT confirm_status, confirm_date, confirmed_amount, refund, shares, reason FROM confirmations WHERE app_no = ?',
    [appNo],
  );

async function place(client: HttpClient, path: BuyPath, fields: Record<string, unknown>): Promise<string> {
  const { state, data, message } = await placeOrder(client, 'zhangSan', path, fields);
  if (state !== 200000) throw new Error(message);
  // Paid by transfer at once: only a paid order is confirmed (issue 26 item 4).
  await pay(client, data.appNo);
  return data.appNo;
}

const changeStatus = (ops: HttpClient, fundCode: string, status: string) =>
  ops.request('POST', '/__dev/fund', { fundCode, status });

afterEach(() => server?.close());

describe('confirmation under the fund status in force on the trade date', () => {
  it('confirms a purchase applied on T although 暂停申购 is announced after it (it keeps the status it was accepted under)', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970031');
    const ops = new HttpClient(server.url);
    const appNo = await place(zhang, '/v1/order/purchase', { fundCode: '970031', applySum: '1000.00' });
    await changeStatus(ops, '970031', '5');
    await clockTo(ops, '2026-11-24T09:00:00+08:00');
    expect(confirmation(appNo)).toMatchObject({
      confirm_status: '1',
      confirmed_amount: '1000.00',
      reason: null,
    });
    // The history: 停止申购 from Monday's trade date, made after the order was accepted (it keeps its status).
    expect(
      db().all<Row>(
        "SELECT effective_date, status FROM fund_status_history WHERE fund_code = '970031' ORDER BY effective_date",
      ),
    ).toEqual([
      { effective_date: '00000000', status: '0' },
      { effective_date: '20261123', status: '5' },
    ]);
  });

  it('S9: a purchase on the day 970013 re-opens for purchase (恢复申购) is confirmed, not refunded', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await investor(server, 'zhangSan');
    const ops = new HttpClient(server.url);
    await changeStatus(ops, '970013', '0');
    await confirmSummary(zhang, '970013');
    const appNo = await place(zhang, '/v1/order/purchase', { fundCode: '970013', applySum: '10000.00' });
    await clockTo(ops, '2026-11-24T00:00:05+08:00');
    expect(confirmation(appNo)).toMatchObject({ confirm_status: '1', refund: '0.00', reason: null });
  });

  it('S9: a restriction made after 15:00 refuses the next trade date’s new orders at once and honours those accepted before it', async () => {
    server = await serverAt('2026-11-23T15:30:00+08:00');
    const zhang = await zhangReadyToBuy(server, '970031');
    const ops = new HttpClient(server.url);
    const before = await place(zhang, '/v1/order/purchase', { fundCode: '970031', applySum: '1000.00' });
    await changeStatus(ops, '970031', '5');
    const refused = await postOrder(
      zhang,
      '/v1/order/purchase',
      await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' }),
    );
    expect((refused.json as { message: string }).message).toBe('该产品当前状态为停止申购，不能办理申购');
    await clockTo(ops, '2026-11-25T00:00:05+08:00');
    expect(confirmation(before)).toMatchObject({ confirm_status: '1', confirmed_amount: '1000.00' });
  });

  it('refunds a purchase whose trade date falls under 暂停申购', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970031');
    const appNo = await place(zhang, '/v1/order/purchase', { fundCode: '970031', applySum: '1000.00' });
    // An announcement in force from Monday itself (recorded as the registrar would have it).
    db().run(
      "INSERT INTO fund_status_history (fund_code, effective_date, status, changed_at) VALUES ('970031', '00000000', '0', 0), ('970031', '20261123', '5', 0)",
    );
    await clockTo(new HttpClient(server.url), '2026-11-24T09:00:00+08:00');
    expect(confirmation(appNo)).toMatchObject({
      confirm_status: '0',
      refund: '1000.00',
      reason: '该产品当前状态为停止申购，不能办理申购，申请金额全额退回',
    });
  });

  /** 张三 subscribes 10 000 to 970032 on Monday; after the raise (Friday 12-11) the fund announces a status. */
  async function subscribeThenAnnounce(status: string): Promise<string> {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970032');
    const ops = new HttpClient(server.url);
    const appNo = await place(zhang, '/v1/order/subscription', { fundCode: '970032', applySum: '10000.00' });
    await clockTo(ops, '2026-12-11T16:00:00+08:00');
    await changeStatus(ops, '970032', status);
    await clockTo(ops, '2026-12-14T09:00:00+08:00');
    return appNo;
  }

  it('confirms a subscription at the establishment after the fund left the raising status, its interest as shares', async () => {
    const appNo = await subscribeThenAnnounce('2');
    // Interest 11-23 → 12-14 (raise ends Friday 12-11, established Monday 12-14): 21 days × 0.35 % / 360 ×
    // 10000 = 2.04 yuan, added to the net amount at par.
    const row = confirmation(appNo) as Row;
    expect(row).toMatchObject({ confirm_status: '1', confirm_date: '20261214', reason: null });
    const fee = db().get<{ fee: string }>('SELECT fee FROM confirmations WHERE app_no = ?', [appNo])?.fee;
    expect(row.shares).toBe(
      new Big('10000')
        .minus(fee ?? '0')
        .plus('2.04')
        .toFixed(2),
    );
  });

  it('refunds a subscription with its raise-period interest when the raise failed', async () => {
    const appNo = await subscribeThenAnnounce('3');
    expect(confirmation(appNo)).toMatchObject({
      confirm_status: '0',
      refund: '10002.04',
      shares: '0.00',
      reason: '基金募集失败，认购款项加计银行同期活期存款利息2.04元全额退回',
    });
  });
});
