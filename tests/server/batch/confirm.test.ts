import Big from 'big.js';

import type { FundQuoteData } from '@/api/fund/contract';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { batchScheduler } from '@/server/batch/scheduler';

import {
  clockTo,
  confirmSummary,
  investor,
  MONDAY_10AM,
  newKey,
  orderBody,
  orderStateOf,
  pay,
  postOrder,
  purchase,
  serverAt,
} from '../order/support';
import { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

type Row = Record<string, string | number | null>;
let server: TestServer;
const db = () => server.app.portal.db;
const confirmation = (appNo: string) =>
  db().get<Row>('SELECT * FROM confirmations WHERE app_no = ?', [appNo]);
const holding = (fundCode: string, accountId: number) =>
  db().get<Row>('SELECT shares, cost FROM holdings WHERE fund_code = ? AND account_id = ?', [
    fundCode,
    accountId,
  ]);
const records = (appNo: string) =>
  db().all<Row>('SELECT kind, amount, shares, record_date FROM trade_records WHERE app_no = ? ORDER BY id', [
    appNo,
  ]);

async function buy(
  client: HttpClient,
  who: 'zhangSan' | 'fengEr',
  fields: Record<string, unknown>,
  key = newKey(),
) {
  const { state: code, data, message } = await purchase(client, who, fields, key);
  if (code !== 200000) throw new Error(message);
  // The transfer arrives at once: only paid orders are confirmed.
  await pay(client, data.appNo);
  return { ...data, key };
}

afterAll(() => server?.close());

/** Waits (up to 5 s) for what a background run does. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done()).toBe(true);
}

describe('the confirm batch as the clock passes the confirm dates', () => {
  it('confirms ordinary funds on T+1 and QDII on T+2, in full or partly over the daily cap, under the status of T; writes confirmations, records and holdings', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await investor(server, 'zhangSan');
    const feng = await investor(server, 'fengEr');
    for (const fund of ['970031', '970001', '970041']) await confirmSummary(zhang, fund);
    await confirmSummary(feng, '970061');
    const equity = await buy(zhang, 'zhangSan', { fundCode: '970031', applySum: '10000.00' });
    const money = await buy(zhang, 'zhangSan', { fundCode: '970001', applySum: '500.00' });
    const stopped = await buy(zhang, 'zhangSan', {
      fundCode: '970041',
      applySum: '2000.00',
    });
    const qdii = { fundCode: '970061' };
    const first = await buy(feng, 'fengEr', { ...qdii, applySum: '30000.00' });
    const second = await buy(feng, 'fengEr', { ...qdii, applySum: '20000.00' });

    // After the orders: the QDII quota is cut to 40 000 a day, and 970041 announces it stops taking
    // purchases (from the next trade date: today's valid application stands).
    const ops = new HttpClient(server.url);
    expect(
      (await ops.request('POST', '/__dev/fund', { fundCode: '970061', maxPerDay: '40000' })).json,
    ).toEqual({
      fundCode: '970061',
      status: '0',
      maxPerDay: '40000',
    });
    await ops.request('POST', '/__dev/fund', { fundCode: '970041', status: '5' });

    // Tuesday: the money-market and ordinary open-end orders (T+1) are due, the QDII ones (T+2) not yet.
    const tuesday = (await clockTo(ops, '2026-11-24T09:00:00+08:00')).json as {
      run: { batch: Record<string, string[]> };
    };
    expect(tuesday.run.batch).toEqual({
      date: '20261124',
      confirmed: [equity.appNo, money.appNo, stopped.appNo],
      partlyConfirmed: [],
      failed: [],
      waiting: [],
    });
    expect(orderStateOf(server, first.appNo)).toBe('applied');
    expect(confirmation(money.appNo)).toMatchObject({
      confirm_status: '1',
      confirmed_amount: '500.00',
      fee: '0.00',
      nav: '1.0000',
      shares: '500.00',
    });
    const zhangId = db().get<{ id: number }>("SELECT id FROM accounts WHERE name = '张三'")?.id as number;
    expect(holding('970001', zhangId)).toEqual({ shares: '500.00', cost: '500.00' });

    // Wednesday: the clock moves by itself (no hook); the scheduler runs the batch within a second, beside
    // the requests (a request no longer runs it).
    server.clock.advance(24 * 3600);
    expect((await ops.get('/v1/fund?pageSize=1&t=1')).state).toBe(200000);
    await until(() => orderStateOf(server, equity.appNo) !== 'applied');
    await batchScheduler(server.app.portal).settled();
    expect([
      orderStateOf(server, equity.appNo),
      orderStateOf(server, first.appNo),
      orderStateOf(server, second.appNo),
      orderStateOf(server, stopped.appNo),
    ]).toEqual(['confirmed', 'confirmed', 'partlyConfirmed', 'confirmed']);

    // Shares at the NAV of the trade date (Monday), from the published history.
    const quote = (await ops.get<FundQuoteData>('/v1/fund/quote?fundCode=970031&range=1m&t=1')).data;
    const nav = quote.navs.find((point) => point.navDate === '20261123')?.nav as string;
    expect(confirmation(equity.appNo)).toMatchObject({
      confirm_status: '1',
      confirm_date: '20261124',
      confirmed_amount: '10000.00',
      fee: '59.64',
      nav,
      shares: new Big('9940.36').div(nav).round(2, Big.roundHalfUp).toFixed(2),
      refund: '0.00',
      reason: null,
    });
    expect(confirmation(second.appNo)).toMatchObject({
      confirm_status: '2',
      confirmed_amount: '10000.00',
      refund: '10000.00',
      reason: '超过单日购买上限4万元，确认1万元，退回1万元',
    });
    expect(records(second.appNo)).toEqual([
      { kind: 'apply', amount: '20000.00', shares: '0.00', record_date: '20261123' },
      {
        kind: 'confirm',
        amount: '10000.00',
        shares: confirmation(second.appNo)?.shares,
        record_date: '20261125',
      },
      { kind: 'refund', amount: '10000.00', shares: '0.00', record_date: '20261125' },
    ]);
    expect(confirmation(stopped.appNo)).toMatchObject({
      confirm_status: '1',
      confirmed_amount: '2000.00',
      refund: '0.00',
      reason: null,
    });
    expect(holding('970041', zhangId)).toBeDefined();
    const fengId = db().get<{ id: number }>("SELECT id FROM accounts WHERE name = '冯二'")?.id as number;
    const shares = new Big(confirmation(first.appNo)?.shares as string).plus(
      confirmation(second.appNo)?.shares as string,
    );
    expect(holding('970061', fengId)).toEqual({ shares: shares.toFixed(2), cost: '40000.00' });
    expect(db().get('SELECT COUNT(*) AS n FROM holding_lots WHERE account_id = ?', [fengId])).toEqual({
      n: 2,
    });

    // Nothing is confirmed twice.
    expect(
      ((await ops.request('POST', '/__dev/batch/confirm', {})).json as { batch: { confirmed: string[] } })
        .batch.confirmed,
    ).toEqual([]);

    // A restart keeps every order, confirmation and holding; a replay of an old key answers its first result.
    server = await server.restart();
    expect(holding('970061', fengId)).toEqual({ shares: shares.toFixed(2), cost: '40000.00' });
    expect(orderStateOf(server, second.appNo)).toBe('partlyConfirmed');
    const again = await investor(server, 'zhangSan', { fresh: true });
    const replay = await postOrder(
      again,
      '/v1/order/purchase',
      await orderBody(again, 'zhangSan', { fundCode: '970031', applySum: '10000.00' }),
      equity.key,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.json as { data: AcceptedOrder }).data.appNo).toBe(equity.appNo);
  });
});
