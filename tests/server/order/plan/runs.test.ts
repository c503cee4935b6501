import type { PlanListData } from '@/api/order/contract-plans';

import type { TestServer } from '../../support/server';
import { zhangAt } from '../support';
import { createPlan, planBody, planDetail, tradePassword, zhangWithCard } from './support';

/** 定投 runs (issue 42 item 1): each period a 定投申购 by the rules of a purchase, or a refusal recorded. */
jest.setTimeout(180000);

let server: TestServer;
afterEach(() => server?.close());

const orderOf = (appNo: string) =>
  server.app.portal.db.get<Record<string, string | number>>(
    'SELECT business_type, apply_sum, fee, list_fee, capital_mode, trade_date, confirm_date, deduct_status FROM orders WHERE app_no = ?',
    [appNo],
  );

/** 张三's weekly plan of 60 000元, over his ICBC card's 5万 single-debit limit (its back office kept to close). */
async function planOverTheCardLimit(): Promise<string> {
  const setup = await zhangWithCard();
  server = setup.server;
  const { zhang, card } = setup;
  return (await createPlan(zhang, await planBody(zhang, card, { amount: '60000.00' }))).data.data.planNo;
}

describe('plan runs (定投扣款)', () => {
  it('the period’s debit day places a fast-pay purchase traded that day, confirmed T+1, at the online fee', async () => {
    const setup = await zhangWithCard();
    server = setup.server;
    const { card } = setup;
    let { zhang } = setup;
    const created = await createPlan(zhang, await planBody(zhang, card));
    expect(created.data.state).toBe(200000);
    expect(created.data.data).toMatchObject({
      nextDebitDate: '20261125',
      cycleText: '每周周三',
      periodsRun: 0,
    });
    const planNo = created.data.data.planNo;

    zhang = await zhangAt(server, '2026-11-25T09:00:00+08:00');
    const detail = await planDetail(zhang, planNo);
    expect(detail.runs).toHaveLength(1);
    const [run] = detail.runs;
    expect(run).toMatchObject({
      period: 1,
      periodDate: '20261125',
      runDate: '20261125',
      amount: '1000.00',
      refusal: null,
    });
    expect(orderOf(run.appNo as string)).toMatchObject({
      business_type: 'Purchase',
      apply_sum: '1000.00',
      capital_mode: '2',
      trade_date: '20261125',
      confirm_date: '20261126',
      deduct_status: '3',
    });
    const order = orderOf(run.appNo as string);
    // The online discount: the fee charged is below the list fee.
    expect(Number(order?.fee)).toBeLessThan(Number(order?.list_fee));
    expect(detail.plan).toMatchObject({ periodsRun: 1, totalInvested: '1000.00', nextDebitDate: '20261202' });
  });

  it('a refused run (the card’s limit) is recorded with its reason and the plan goes on to the next period', async () => {
    const planNo = await planOverTheCardLimit();

    const zhang = await zhangAt(server, '2026-11-25T09:00:00+08:00');
    const detail = await planDetail(zhang, planNo);
    expect(detail.runs[0]).toMatchObject({
      appNo: null,
      refusal: '超过中国工商银行快捷支付单笔限额5万元，请减少金额或选择汇款支付',
    });
    expect(detail.plan).toMatchObject({
      state: 'active',
      periodsRun: 0,
      totalInvested: '0.00',
      nextDebitDate: '20261202',
    });
    expect(
      server.app.portal.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE capital_mode = '2'")?.n,
    ).toBe(0);
  });

  it('three failures in a row pause the plan and tell the investor; resuming starts at the next period', async () => {
    const planNo = await planOverTheCardLimit();
    let zhang = await zhangAt(server, '2026-11-25T09:00:00+08:00');
    zhang = await zhangAt(server, '2026-12-02T09:00:00+08:00');
    expect((await planDetail(zhang, planNo)).plan.state).toBe('active');
    zhang = await zhangAt(server, '2026-12-09T09:00:00+08:00');
    const list = (await zhang.get<PlanListData>('/v1/plan/list?t=1')).data;
    expect(list[0]).toMatchObject({
      state: 'paused',
      stateText: '已暂停',
      nextDebitDate: null,
      pauseNotice: '连续3期扣款失败，定投计划已自动暂停。请查看失败原因，处理后恢复定投',
    });
    // Paused: no run on the next Wednesday.
    zhang = await zhangAt(server, '2026-12-16T09:00:00+08:00');
    expect((await planDetail(zhang, planNo)).runs).toHaveLength(3);

    const modified = await zhang.post('/v1/plan/modify', {
      planNo,
      amount: '1000.00',
      frequency: 'weekly',
      day: 3,
      password: await tradePassword(zhang),
    });
    expect(modified.state).toBe(200000);
    const resumed = await zhang.post('/v1/plan/resume', { planNo, password: await tradePassword(zhang) });
    expect(resumed.data).toMatchObject({ state: 'active', pauseNotice: null, nextDebitDate: '20261223' });
    zhang = await zhangAt(server, '2026-12-23T09:00:00+08:00');
    const after = await planDetail(zhang, planNo);
    expect(after.runs[0]).toMatchObject({ period: 4, refusal: null, amount: '1000.00' });
    expect(after.plan.periodsRun).toBe(1);
  });
});
