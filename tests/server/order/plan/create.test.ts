import type { PlanTermsData } from '@/api/order/contract-plans';

import type { TestServer } from '../../support/server';
import { newKey } from '../support';
import { createPlan, planBody, planCount, tradePassword, zhangWithCard } from './support';

/** Creating a 定投 plan (issue 42 item 1): once per intent, and every bad input refused in words. */
jest.setTimeout(180000);

let server: TestServer;
afterEach(() => server?.close());

describe('plan creation (创建定投)', () => {
  it('is idempotent: a replay or a double click makes one plan; the same key with another content is refused', async () => {
    const setup = await zhangWithCard();
    server = setup.server;
    const { zhang, card } = setup;
    const key = newKey();
    const body = await planBody(zhang, card);
    const [first, second] = await Promise.all([createPlan(zhang, body, key), createPlan(zhang, body, key)]);
    expect(first.data.state).toBe(200000);
    expect(second.data.data).toEqual(first.data.data);
    const replay = await createPlan(zhang, { ...body, password: await tradePassword(zhang) }, key);
    expect(replay.answer.headers['idempotent-replayed']).toBe('true');
    expect(replay.data.data.planNo).toBe(first.data.data.planNo);
    expect(planCount(server)).toBe(1);

    const other = await createPlan(zhang, { ...body, amount: '2000.00' }, key);
    expect(other.answer.status).toBe(409);
    expect(other.data.message).toBe(
      '该定投计划已按原内容提交，本次请求的内容与之不同，未予受理；如需修改，请在我的定投中修改',
    );
    expect(planCount(server)).toBe(1);
  });

  it('refuses bad input with a clear Chinese reason and changes nothing', async () => {
    const setup = await zhangWithCard();
    server = setup.server;
    const { zhang, card } = setup;
    const refusals: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ fundCode: '970001' }, '该基金暂不支持定投'],
      [{ amount: '99.00' }, '每期定投金额不能低于100元'],
      [{ frequency: 'monthly', day: 29 }, '每月定投扣款日请选择1日至28日中的一天'],
      [{ frequency: 'weekly', day: 6 }, '定投扣款日请选择周一至周五中的一天'],
      [{ bankAccount: '999999' }, '没有找到该银行卡，请重新选择支付银行卡'],
      [{ amount: '1000' }, '请求体字段 amount 格式不正确'],
      [{ frequency: 'daily' }, /./],
      [{ password: await tradePassword(zhang).then(() => 'AAAA') }, /密码/],
    ];
    for (const [fields, message] of refusals) {
      const { data } = await createPlan(zhang, { ...(await planBody(zhang, card)), ...fields });
      expect(data.state).not.toBe(200000);
      expect(data.message).toMatch(message);
      expect(data.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(planCount(server)).toBe(0);

    const terms = await zhang.get<PlanTermsData>('/v1/plan/terms?fundCode=970001&t=1');
    expect(terms.data).toMatchObject({ planAllowed: false, minAmount: null });
    const unknown = await zhang.post('/v1/plan/pause', { planNo: 'DT20261123999999' });
    expect(unknown.message).toBe('未找到该定投计划');
  });

  it('shows the first debit date before confirming: the next period, moved to a trading day', async () => {
    const setup = await zhangWithCard();
    server = setup.server;
    const first = await setup.zhang.post('/v1/plan/firstDebit', { frequency: 'monthly', day: 28 });
    // 2026-11-28 is a Saturday: debited on Monday the 30th.
    expect(first.data).toEqual({ periodDate: '20261128', debitDate: '20261130' });
  });
});
