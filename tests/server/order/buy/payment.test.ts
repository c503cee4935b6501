import type { ConfirmRecordData } from '@/api/account/contract-assets';
import type { PrivateOrder } from '@/api/order/contract-private';
import type { BacklogData } from '@/api/survey/contract';

import { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  envelope,
  investor,
  MONDAY_10AM,
  orderStateOf,
  pay,
  purchase,
  redeem,
  refundsOf,
  serverAt,
  zhangReadyToBuy,
} from '../support';
import { privateOrder, rescind, reviewVisit, signPrivate } from '../support-private';

/** Issue 26, items 4, 5 and 7: no shares without money; cooling-off from signing and payment; minimums. */
jest.setTimeout(180000);

const HOUR = 3600;
const PLAN = '980001'; // minimum 300 000, additional 10 000

let server: TestServer;
afterEach(() => server?.close());

const place = (client: HttpClient, who: 'zhangSan' | 'zhouJiu', fundCode: string, applySum: string) =>
  purchase(client, who, { fundCode, applySum });
async function placed(client: HttpClient, who: 'zhangSan' | 'zhouJiu', fundCode: string, applySum: string) {
  const answer = await place(client, who, fundCode, applySum);
  if (answer.state !== 200000) throw new Error(answer.message);
  return answer.data.appNo;
}
const answers = (except: Record<string, '0'> = {}) =>
  Array.from({ length: 11 }, (_, i) => `V${i + 1}`).map((code) => ({ code, answer: except[code] ?? '1' }));

describe('no shares without money (issue 26 item 4)', () => {
  it('confirms a bank transfer only when its money arrived before the deadline; unpaid it becomes invalid with its reason', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970001');
    const paid = await placed(zhang, 'zhangSan', '970001', '1000.00');
    const unpaid = await placed(zhang, 'zhangSan', '970001', '2000.00');
    expect((await pay(zhang, paid).then((a) => a.json)) as { paidAt: string }).toMatchObject({
      paidAt: '2026-11-23 10:00:00',
    });
    const twice = await zhang.request('POST', '/__dev/remittance', { appNo: paid });
    expect((twice.json as { message: string }).message).toBe('该笔订单的款项已到账');

    const run = (await clockTo(new HttpClient(server.url), '2026-11-23T15:00:00+08:00')).json as {
      run: { batch: { failed: string[] } };
    };
    expect(run.run.batch.failed).toEqual([unpaid]);
    expect([orderStateOf(server, paid), orderStateOf(server, unpaid)]).toEqual(['applied', 'failed']);
    // Too late: the bank's report after the deadline finds the order invalid.
    const late = await zhang.request('POST', '/__dev/remittance', { appNo: unpaid });
    expect((late.json as { message: string }).message).toBe('该笔订单已结束，不能再汇款');
    expect(refundsOf(server, unpaid)).toEqual([]);

    await clockTo(new HttpClient(server.url), '2026-11-25T20:00:00+08:00');
    expect(orderStateOf(server, paid)).toBe('confirmed');
    const fresh = await investor(server, 'zhangSan', { fresh: true });
    const confirms = envelope<ConfirmRecordData>(
      await fresh.request('GET', '/v1/account/trade/confirm/record?fundCode=970001&t=1'),
    ).data.rows;
    const invalid = confirms.find((row) => row.appNo === unpaid);
    expect(invalid).toMatchObject({ confirmStatus: '0' });
    expect(JSON.stringify(invalid)).toContain('汇款资金未在汇款截止时间（2026-11-23 15:00）前到账，申请无效');
  });
});

describe('a private order cools off from the later of signing and payment (issue 26 item 5)', () => {
  it('starts the 24 hours when the transfer arrives, reaches the investor with no survey meanwhile, then visits as art. 29 asks', async () => {
    server = await serverAt(MONDAY_10AM);
    let zhou = await investor(server, 'zhouJiu');
    expect((await signPrivate(server, zhou, PLAN)).state).toBe(200000);
    const appNo = await placed(zhou, 'zhouJiu', PLAN, '300000.00');
    const view = () => privateOrder(zhou, appNo);
    expect(await view()).toMatchObject({
      phase: 'awaitingPayment',
      paidAt: null,
      coolingEndsAt: null,
      remittance: { remitDeadDate: '20261123', remittanceTime: '150000' },
    });
    server.clock.advance(2 * HOUR);
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    await pay(zhou, appNo);
    expect(await view()).toMatchObject({
      phase: 'coolingOff',
      paidAt: '2026-11-23 12:00:15',
      coolingEndsAt: '2026-11-24 12:00:15',
      remittance: null,
    });
    // No survey to-do or pop-up during the cooling-off (募集行为管理办法 art. 28).
    const backlog = async () => (await zhou.get<BacklogData>('/v1/backlog?t=1')).data.map((b) => b.surveyId);
    expect(await backlog()).not.toContain('SV2026PURCHASE');
    expect((await zhou.get('/v1/survey/window?t=1')).data).toBeNull();

    server.clock.advance(23 * HOUR);
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect((await zhou.post('/v1/order/private/visit', { appNo, answers: answers() })).message).toBe(
      '冷静期尚未结束，请于2026-11-24 12:00:15后进行回访',
    );
    server.clock.advance(HOUR);
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const visit = await zhou.get<{ questions: Array<{ text: string }> }>(
      `/v1/order/private/visit?appNo=${appNo}&t=1`,
    );
    const asked = visit.data.questions.map((q) => q.text).join('\n');
    for (const topic of ['风险承受能力相匹配', '信息披露', '费用', '冷静期', '争议'])
      expect(asked).toContain(topic);
    const passed = await zhou.post<PrivateOrder>('/v1/order/private/visit', { appNo, answers: answers() });
    expect(passed.data.phase).toBe('answered');
    expect(await backlog()).not.toContain('SV2026PURCHASE');
    // The back office's reviewer confirms the visit: the order reaches the investor then (issue 37 item 2).
    expect(((await reviewVisit(zhou, appNo)).json as PrivateOrder).phase).toBe('final');
    expect(await backlog()).toContain('SV2026PURCHASE');
  });

  it('makes an unpaid private order invalid at its deadline; no visit, no refund', async () => {
    server = await serverAt(MONDAY_10AM);
    let zhou = await investor(server, 'zhouJiu');
    expect((await signPrivate(server, zhou, PLAN)).state).toBe(200000);
    const appNo = await placed(zhou, 'zhouJiu', PLAN, '300000.00');
    await clockTo(new HttpClient(server.url), '2026-11-23T15:00:00+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const view = await privateOrder(zhou, appNo);
    expect(view).toMatchObject({ phase: 'invalid', canWithdraw: '0', canVisit: '0', refund: null });
    expect(orderStateOf(server, appNo)).toBe('failed');
    expect(refundsOf(server, appNo)).toEqual([]);
  });
});

describe('private minimums hold for the holding (issue 26 item 7)', () => {
  it('fails an additional order at confirmation when the first order it leaned on was rescinded', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhou = await investor(server, 'zhouJiu');
    expect((await signPrivate(server, zhou, PLAN)).state).toBe(200000);
    const first = await placed(zhou, 'zhouJiu', PLAN, '300000.00');
    await pay(zhou, first);
    const additional = await placed(zhou, 'zhouJiu', PLAN, '10000.00');
    await pay(zhou, additional);
    const withdrawn = await rescind(zhou, first);
    expect(withdrawn.state).toBe(200000);
    server.clock.advance(24 * HOUR + 60);
    const again = await investor(server, 'zhouJiu', { fresh: true });
    const visit = await again.post<PrivateOrder>('/v1/order/private/visit', {
      appNo: additional,
      answers: answers(),
    });
    expect(visit.data.phase).toBe('answered');
    expect(((await reviewVisit(again, additional)).json as PrivateOrder).phase).toBe('final');
    await clockTo(new HttpClient(server.url), '2026-11-25T20:00:00+08:00');
    expect(orderStateOf(server, additional)).toBe('failed');
    const reason = server.app.portal.db.get<{ reason: string }>(
      'SELECT reason FROM confirmations WHERE app_no = ?',
      [additional],
    )?.reason;
    expect(reason).toContain('首次购买最低金额');
  });

  it('asks the minimum again after a full exit, and refuses a partial exit that leaves less than it', async () => {
    server = await serverAt(MONDAY_10AM);
    let zhou = await investor(server, 'zhouJiu');
    expect((await signPrivate(server, zhou, PLAN)).state).toBe(200000);
    const first = await placed(zhou, 'zhouJiu', PLAN, '300000.00');
    await pay(zhou, first);
    server.clock.advance(24 * HOUR + 60);
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    await zhou.post('/v1/order/private/visit', { appNo: first, answers: answers() });
    await reviewVisit(zhou, first);
    await clockTo(new HttpClient(server.url), '2026-11-26T20:00:00+08:00');
    expect(orderStateOf(server, first)).toBe('confirmed');
    await clockTo(new HttpClient(server.url), '2026-11-27T10:00:00+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const shares = server.app.portal.db.get<{ shares: string }>(
      "SELECT shares FROM holdings WHERE fund_code = '980001'",
    )?.shares as string;
    const sell = (applyShare: string) =>
      redeem(zhou, 'zhouJiu', { fundCode: PLAN, applyShare, overLimit: '0' });
    const partial = await sell('20000.00');
    expect(partial.message).toMatch(
      /^赎回后剩余持有金额约[0-9.]+元，低于本产品最低持有金额30万元，请全部赎回$/,
    );
    expect((await sell(shares)).state).toBe(200000);
    await clockTo(new HttpClient(server.url), '2026-12-04T20:00:00+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect(
      server.app.portal.db.get<{ shares: string }>("SELECT shares FROM holdings WHERE fund_code = '980001'")
        ?.shares,
    ).toBe('0.00');
    await clockTo(new HttpClient(server.url), '2026-12-07T10:00:00+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect((await signPrivate(server, zhou, PLAN)).state).toBe(200000);
    const small = await place(zhou, 'zhouJiu', PLAN, '10000.00');
    expect(small.message).toBe('首次购买金额不能低于30万元');
  });
});
