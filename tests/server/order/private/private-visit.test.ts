import type { EvidenceData } from '@/api/agreement/contract-evidence';
import type { PrivateOrder } from '@/api/order/contract-private';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import { clockTo, envelope, investor, postOrder, refundsOf, tradeBody } from '../support';
import { paidPrivateOrder, privateOrder, rescind, reviewVisit, zhouSignedForFile } from '../support-private';

/**
 * Issue 37 item 2, review P14 (with P6, P7): until the return visit is confirmed by the back office the money
 * stays in the raising account; the order is priced at the first open day on or after the review, a visit not
 * confirmed by its deadline voids the order, and 解除合同 ends with the review. The review's 980001 example:
 * two ¥300,000 orders on 2026-11-23 (NAV 1.0516), one rescinded and one confirmed on 12-04 (NAV 1.0557 on 12-03).
 */

let server: TestServer;
let zhou: HttpClient;
zhouSignedForFile((s) => ({ server, browser: zhou } = s), 180000);

const PLAN = '980001';
const yes = () => Array.from({ length: 11 }, (_, i) => ({ code: `V${i + 1}`, answer: '1' }));

const db = () => server.app.portal.db;
const answerVisit = (appNo: string) =>
  zhou.post<PrivateOrder>('/v1/order/private/visit', { appNo, answers: yes() });
const orderOf = (appNo: string) =>
  db().get<{ state: string; trade_date: string; confirm_date: string }>(
    'SELECT state, trade_date, confirm_date FROM orders WHERE app_no = ?',
    [appNo],
  );
const navOn = (date: string) =>
  db().get<{ nav: string }>('SELECT nav FROM fund_navs WHERE fund_code = ? AND nav_date = ?', [PLAN, date])
    ?.nav;

let confirmed: string;
let rescinded: string;
let unreviewed: string;

describe('a private order is priced after its return visit is confirmed (review P14)', () => {
  it('keeps the answered visit open (回访待确认) and the money out of the plan until the back office confirms it', async () => {
    confirmed = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    rescinded = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    unreviewed = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    expect(orderOf(confirmed)?.trade_date).toBe('20261123');
    await clockTo(zhou, '2026-12-04T10:00:00+08:00'); // eleven days later: the batch runs meanwhile
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect(navOn('20261123')).toBe('1.0516');
    expect(navOn('20261203')).toBe('1.0557');

    const answered = await answerVisit(confirmed);
    expect([answered.message, answered.data.phase]).toEqual([
      '回访问卷已提交，回访待确认：后台确认成功后订单方可生效',
      'answered',
    ]);
    expect(answered.data).toMatchObject({
      answeredAt: '2026-12-04 10:00:00',
      reviewedAt: null,
      canVisit: '0',
    });
    expect((await answerVisit(unreviewed)).data.phase).toBe('answered');
    expect(orderOf(confirmed)?.state).toBe('applied');
    expect(db().get('SELECT 1 FROM confirmations WHERE app_no = ?', [confirmed])).toBeUndefined();
  });

  it("解除合同 is the investor's right until the visit is confirmed: answered, it refunds in full", async () => {
    expect((await answerVisit(rescinded)).data.phase).toBe('answered');
    const answer = await rescind(zhou, rescinded);
    expect([answer.message, answer.data.phase, answer.data.refund]).toEqual([
      '合同已解除，款项将全额退还',
      'withdrawn',
      '300000.00',
    ]);
    expect(refundsOf(server, rescinded)).toEqual([{ amount: '300000.00' }]);
  });

  it('the review prices the order at the first open day on or after it, not at its trade date', async () => {
    const reviewed = await reviewVisit(zhou, confirmed, '回访专员李敏');
    expect(reviewed.status).toBe(200);
    expect(reviewed.json).toMatchObject({
      phase: 'final',
      canWithdraw: '0',
      answeredAt: '2026-12-04 10:00:00',
      reviewedAt: '2026-12-04 10:00:00',
    });
    // Reviewed on Friday 12-04 before 15:00: traded that day (T), confirmed T+1 (Monday 12-07).
    expect(orderOf(confirmed)).toEqual({
      state: 'applied',
      trade_date: '20261204',
      confirm_date: '20261207',
    });
    // A second review of the same visit moves nothing.
    expect((await reviewVisit(zhou, confirmed)).json).toMatchObject({
      message: '回访已确认成功，订单已生效，不能解除合同',
    });
  });

  it('解除合同 and 撤单 are refused once the visit is confirmed', async () => {
    expect((await rescind(zhou, confirmed)).message).toBe('回访已确认成功，订单已生效，不能解除合同');
    const cancel = await tradeBody(zhou, 'zhouJiu', { originalAppNo: confirmed });
    expect(envelope(await postOrder(zhou, '/v1/order/cancel', cancel)).message).toBe(
      '回访已确认成功，订单已生效，不能解除合同',
    );
    expect(orderOf(confirmed)?.state).toBe('applied');
  });

  it("the evidence names the investor's answers and the back-office reviewer", async () => {
    const chain = (await zhou.get<EvidenceData>('/v1/agreement/evidence?t=1')).data;
    expect(chain.intact).toBe('1');
    const visits = chain.entries.filter((entry) => entry.kind === 'visit').map((entry) => entry.summary);
    expect(visits).toContain(
      '回访确认成功，订单生效（问卷2026-12-04 10:00:00提交，回访人员回访专员李敏于2026-12-04 10:00:00确认）',
    );
    expect(visits.filter((summary) => summary === '提交回访问卷，回访待确认')).toHaveLength(3);
    const stored = db().get<{ answered_at: number; reviewer: string; reviewed_at: number }>(
      'SELECT answered_at, reviewer, reviewed_at FROM private_orders WHERE app_no = ?',
      [confirmed],
    );
    expect(stored).toEqual({
      answered_at: Date.parse('2026-12-04T10:00:00+08:00'),
      reviewer: '回访专员李敏',
      reviewed_at: Date.parse('2026-12-04T10:00:00+08:00'),
    });
  });

  it('the 980001 example: no look-back gain and no lost dividend, the lot registered as priced', async () => {
    await clockTo(zhou, '2026-12-07T00:00:05+08:00');
    const nav = navOn('20261204');
    expect(nav).toBeDefined();
    expect(nav).not.toBe('1.0516');
    const confirmation = db().get<{ nav: string; fee: string; shares: string; confirm_date: string }>(
      'SELECT nav, fee, shares, confirm_date FROM confirmations WHERE app_no = ?',
      [confirmed],
    );
    expect(confirmation).toEqual({ nav, fee: '2970.30', shares: '281411.37', confirm_date: '20261207' });
    // Not the 282,455.02 shares of T's 1.0516 (review P14's run); the lot is dated as any purchase of 12-04.
    expect(
      db().get('SELECT confirm_date, purchase_nav, shares FROM holding_lots WHERE app_no = ?', [confirmed]),
    ).toEqual({ confirm_date: '20261207', purchase_nav: nav, shares: '281411.37' });
    expect(orderOf(confirmed)?.state).toBe('confirmed');
    expect(refundsOf(server, confirmed)).toEqual([]);
  });

  it('a visit not confirmed by its deadline voids the order and refunds it in full', async () => {
    // Cooling-off over 11-24 10:00; the 10th trading day after it is 12-08: its 15:00 cut-off.
    await clockTo(zhou, '2026-12-08T14:59:00+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect(await privateOrder(zhou, unreviewed)).toMatchObject({ phase: 'answered', canWithdraw: '1' });
    await clockTo(zhou, '2026-12-08T20:00:05+08:00');
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const lapsed = await privateOrder(zhou, unreviewed);
    expect(lapsed).toMatchObject({
      phase: 'lapsed',
      visitDeadline: '2026-12-08 15:00:00',
      canWithdraw: '0',
      refund: '300000.00',
    });
    expect(orderOf(unreviewed)?.state).toBe('cancelled');
    expect(refundsOf(server, unreviewed)).toEqual([{ amount: '300000.00' }]);
    expect((await reviewVisit(zhou, unreviewed)).json).toMatchObject({
      message: '回访未在期限内确认，订单已无效，款项将全额退还',
    });
    expect((await rescind(zhou, unreviewed)).message).toBe('回访未在期限内确认，订单已无效，款项将全额退还');
  });
});
