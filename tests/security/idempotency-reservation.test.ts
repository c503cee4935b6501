import type { AcceptedOrder } from '@/api/order/contract-orders';
import { fingerprint, runOnce } from '@/server/order/common/idempotency';
import { insertOrder } from '@/server/order/common/store';

import {
  confirmSummary,
  investorAt,
  MONDAY_10AM,
  newKey,
  orderBody,
  postOrder,
} from '../server/order/support';
import { type HttpAnswer, HttpClient } from '../server/support/http-client';
import { encrypt } from '../server/support/portal';
import type { TestServer } from '../server/support/server';

/**
 * Issue 29: an Idempotency-Key is reserved by a row in the database before the order work starts, and the
 * order binds it in its own transaction only when the reservation is still its own. However the requests
 * of one intent meet (a double click, a retry racing the first, a process that died mid-way), one key makes
 * one order; a refused order frees the key.
 */
jest.setTimeout(120000);

let server: TestServer;
let zhang: HttpClient;
beforeAll(async () => {
  ({ server, browser: zhang } = await investorAt(MONDAY_10AM, 'zhangSan'));
  await confirmSummary(zhang, '970031');
});
afterAll(() => server.close());

const PURCHASE = '/v1/order/purchase';
const db = () => server.app.portal.db;
const envelope = (answer: HttpAnswer) =>
  answer.json as { state: number; data: AcceptedOrder; message: string };
const zhangId = () => db().get<{ id: number }>("SELECT id FROM accounts WHERE name = '张三'")?.id as number;
const keyRow = (key: string) =>
  db().get<{ state: string; app_no: string | null }>(
    'SELECT state, app_no FROM idempotency_keys WHERE account_id = ? AND key = ?',
    [zhangId(), key],
  );
const ordersOf = (applySum: string) =>
  db().all<{ app_no: string }>('SELECT app_no FROM orders WHERE apply_sum = ?', [applySum]);
/** A pending reservation of the key by a holder this process cannot wait for. */
const reservedElsewhere = (key: string, print: string, holder: string) =>
  db().run(
    `INSERT INTO idempotency_keys (account_id, key, route, fingerprint, state, holder, reserved_at, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?, 0, 0)`,
    [zhangId(), key, PURCHASE, print, holder],
  );
const body = (applySum: string) => orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum });

describe('an Idempotency-Key reserved in the database', () => {
  it('makes one order of five requests sent together with one key; every one answers that order', async () => {
    const key = newKey();
    const sent = await body('701.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(zhang, PURCHASE, sent, key)));
    const appNos = new Set(answers.map((answer) => envelope(answer).data.appNo));
    expect(appNos.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(ordersOf('701.00').map((row) => row.app_no)).toEqual([...appNos]);
    expect(keyRow(key)).toEqual({ state: 'done', app_no: [...appNos][0] });
  });

  it('answers 处理中 (409) while another holder (another process, a request still at work) has the key', async () => {
    const key = newKey();
    const sent = await body('702.00');
    // The same intent (its fingerprint is the one reserved), in flight elsewhere: no second order.
    reservedElsewhere(key, fingerprint(PURCHASE, sent), 'another');
    const busy = await postOrder(zhang, PURCHASE, sent, key);
    expect([busy.status, envelope(busy).state, envelope(busy).message]).toEqual([
      409,
      409000,
      '该笔订单正在处理中，请勿重复提交；请稍后在交易记录中查看结果',
    ]);
    expect(ordersOf('702.00')).toEqual([]);
    // Another body with that key is the conflict it always was.
    expect(envelope(await postOrder(zhang, PURCHASE, await body('703.00'), key)).message).toContain(
      '本次请求的内容与之不同',
    );
  });

  it('frees the key when the order is refused: nothing stays reserved, the corrected intent goes through', async () => {
    const key = newKey();
    const sent = await body('704.00');
    const wrong = await postOrder(
      zhang,
      PURCHASE,
      { ...sent, password: await encrypt(zhang, '000000') },
      key,
    );
    expect(envelope(wrong).message).toMatch(/交易密码错误/);
    expect(keyRow(key)).toBeUndefined();
    const right = envelope(await postOrder(zhang, PURCHASE, sent, key));
    expect(right.state).toBe(200000);
    expect(keyRow(key)).toEqual({ state: 'done', app_no: right.data.appNo });
  });

  it('writes no order when the reservation is no longer its own by the time the order commits', async () => {
    const ctx = server.app.portal;
    const intent = { accountId: zhangId(), key: newKey(), route: PURCHASE, fingerprint: 'f' };
    const attempt = runOnce(ctx, intent, async (bind) => {
      // Meanwhile the reservation passed to another holder (what a second process would have done).
      db().run("UPDATE idempotency_keys SET holder = 'another' WHERE key = ?", [intent.key]);
      return db().tx(() => {
        const appNo = insertOrder(ctx, {
          ...db().get<Parameters<typeof insertOrder>[1]>('SELECT * FROM orders LIMIT 1'),
          apply_sum: '705.00',
        } as Parameters<typeof insertOrder>[1]);
        bind(appNo, { appNo });
        return appNo;
      });
    });
    await expect(attempt).rejects.toThrow('该笔订单正在处理中');
    expect(ordersOf('705.00')).toEqual([]);
    expect(keyRow(intent.key)).toEqual({ state: 'pending', app_no: null });
  });

  it('releases at start the reservations of a process that ended mid-way (their orders were never written)', async () => {
    const key = newKey();
    const sent = await body('706.00');
    reservedElsewhere(key, fingerprint(PURCHASE, sent), 'a process that died');
    expect(envelope(await postOrder(zhang, PURCHASE, sent, key)).state).toBe(409000);
    server = await server.restart();
    const browser = Object.assign(new HttpClient(server.url), { cookies: zhang.cookies });
    const again = envelope(await postOrder(browser, PURCHASE, sent, key));
    expect(again.state).toBe(200000);
    expect(ordersOf('706.00').map((row) => row.app_no)).toEqual([again.data.appNo]);
  });
});
