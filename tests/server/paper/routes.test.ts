import type { UserInfoData } from '@/api/auth/contract';
import type { BuyVerifyData } from '@/api/order/contract';
import type { PaperCountData, PaperData, RiskResult } from '@/api/paper/contract';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';
import { organisation } from './org-login';

jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

/** A steady investor's answers: C3 (48 points), 1–5 years, fixed income and equity. */
const STEADY = {
  q1: ['B'],
  q2: ['B'],
  q3: ['B'],
  q4: ['B'],
  q5: ['C'],
  q6: ['B'],
  q7: ['B'],
  q8: ['B'],
  q9: ['B'],
  q10: ['B'],
  q11: ['C'],
  q12: ['A', 'B'],
} as Record<string, string[]>;
const sheetOf = (answers: Record<string, string[]>) =>
  Object.entries(answers).map(([questionId, optionIds]) => ({ questionId, optionIds }));

async function paperId(who: Parameters<typeof investor>[1]) {
  const client = await investor(server, who);
  return (await client.get<PaperData>('/v1/paper/paper?t=1')).data.paperId;
}

describe('the risk questionnaire routes', () => {
  it('need a session, before the body is looked at', async () => {
    const anonymous = clientOf(server);
    for (const path of ['/v1/paper/paper?t=1', '/v1/paper/mine?t=1', '/v1/paper/count?t=1'])
      expect((await anonymous.get(path)).state).toBe(401000);
    expect((await anonymous.post('/v1/paper/answer', { nonsense: true })).state).toBe(401000);
  });

  it('GET /v1/paper/paper: twelve questions for a person, without scores; another paper for organisations', async () => {
    const client = await investor(server, 'zhangSan');
    const { state, data } = await client.get<PaperData>('/v1/paper/paper?t=1');
    expect(state).toBe(200000);
    expect(data.title).toBe('个人投资者风险承受能力评估问卷');
    expect(data.questions).toHaveLength(12);
    expect(JSON.stringify(data)).not.toMatch(/score|lowest|horizon|variety/);
    expect(data.questions[11]).toMatchObject({ type: 'multiple', hint: '可多选' });
    const org = await organisation(server);
    const orgPaper = (await org.get<PaperData>('/v1/paper/paper?t=1')).data;
    expect(orgPaper.title).toBe('机构投资者风险承受能力评估问卷');
    expect(orgPaper.questions[3].title).toMatch(/^贵机构/);
  });

  it('GET /v1/paper/mine: the seeded level (no score), an expired one, none', async () => {
    const mine = async (who: Parameters<typeof investor>[1]) =>
      (await (await investor(server, who)).get<RiskResult | null>('/v1/paper/mine?t=1')).data;
    expect(await mine('zhangSan')).toMatchObject({
      risk: 'C3',
      isExpire: false,
      score: null,
      investmentLimit: '1-5年',
      investmentVarieties: '固定收益类、权益类',
      matchingFundRisks: ['R1', 'R2', 'R3'],
    });
    expect(await mine('sunBa')).toMatchObject({ risk: 'C3', isExpire: true, daysLeft: -30 });
    expect(await mine('qianQi')).toMatchObject({ risk: 'C1', isLowestRisk: true, matchingFundRisks: ['R1'] });
    expect(await mine('youQi')).toBeNull();
  });

  it.each([
    ['no answers', { paperId: 'RISK-PERSON-2026.1', answers: [] }],
    ['a bad option id', { paperId: 'RISK-PERSON-2026.1', answers: [{ questionId: 'q1', optionIds: ['Z'] }] }],
    ['a field the contract does not name', { paperId: 'x', answers: sheetOf(STEADY), extra: 1 }],
  ])('POST /v1/paper/answer refuses %s (400000)', async (_, body) => {
    const client = await investor(server, 'zhangSan');
    const answer = await client.request('POST', '/v1/paper/answer', body);
    expect(answer.status).toBe(400);
    expect((answer.json as { state: number }).state).toBe(400000);
  });

  it('POST /v1/paper/answer: an incomplete sheet is refused with the question to answer', async () => {
    const client = await investor(server, 'zhangSan');
    const { q5: _skipped, ...rest } = STEADY;
    const answer = await client.post('/v1/paper/answer', {
      paperId: await paperId('zhangSan'),
      answers: sheetOf(rest),
    });
    expect(answer).toMatchObject({ state: 400000, message: '请回答第5题', data: null });
    const stale = await client.post('/v1/paper/answer', {
      paperId: 'RISK-PERSON-2020.1',
      answers: sheetOf(STEADY),
    });
    expect(stale.message).toBe('问卷已更新，请刷新页面后重新作答');
    // Refusals do not count against the day's attempts.
    expect((await client.get<PaperCountData>('/v1/paper/count?t=1')).data).toEqual({
      used: 0,
      limit: 3,
      remaining: 3,
    });
  });

  it('孙八 retakes the expired test: C3 for two years, and the purchase check lets them buy an R3 fund', async () => {
    const client = await investor(server, 'sunBa');
    expect((await client.get('/v1/order/buyVerify?fundCode=970031&businessType=Purchase&t=1')).state).toBe(
      400014,
    );
    const answer = await client.post<RiskResult>('/v1/paper/answer', {
      paperId: await paperId('sunBa'),
      answers: sheetOf(STEADY),
    });
    expect(answer.state).toBe(200000);
    expect(answer.data).toEqual({
      risk: 'C3',
      isLowestRisk: false,
      score: 48,
      answerDate: '20261123',
      endDate: '20281122',
      isExpire: false,
      daysLeft: 730,
      horizon: '2',
      investmentLimit: '1-5年',
      varieties: ['1', '2'],
      investmentVarieties: '固定收益类、权益类',
      matchingFundRisks: ['R1', 'R2', 'R3'],
    });
    const verdict = await client.get<BuyVerifyData>(
      '/v1/order/buyVerify?fundCode=970031&businessType=Purchase&t=1',
    );
    expect(verdict.state).toBe(200000);
    expect(verdict.data).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '1',
    });
    const user = (await client.get<UserInfoData>('/v1/auth/user?t=1')).data;
    expect(user.riskLevel).toMatchObject({ risk: 'C3', isExpire: false, endDate: '20281122' });
    expect(user.investmentLimit).toBe('1-5年');
    expect(user.investmentVarieties).toBe('低风险、中低风险、中风险产品');
    expect((await client.get<RiskResult>('/v1/paper/mine?t=1')).data.score).toBe(48);
  });

  it('a lowest-category answer is stopped at R2 funds; the fourth attempt of the day gets 402028', async () => {
    const client = await investor(server, 'zhangSan');
    const id = await paperId('zhangSan');
    const noLoss = sheetOf({ ...STEADY, q10: ['A'] });
    const first = await client.post<RiskResult>('/v1/paper/answer', { paperId: id, answers: noLoss });
    expect(first.data).toMatchObject({ risk: 'C1', isLowestRisk: true, matchingFundRisks: ['R1'] });
    expect((await client.get('/v1/order/buyVerify?fundCode=970031&businessType=Purchase&t=1')).state).toBe(
      400015,
    );
    for (let i = 0; i < 2; i++)
      expect((await client.post('/v1/paper/answer', { paperId: id, answers: sheetOf(STEADY) })).state).toBe(
        200000,
      );
    expect((await client.get<PaperCountData>('/v1/paper/count?t=1')).data).toEqual({
      used: 3,
      limit: 3,
      remaining: 0,
    });
    const fourth = await client.post('/v1/paper/answer', { paperId: id, answers: sheetOf(STEADY) });
    expect(fourth).toMatchObject({
      state: 402028,
      data: null,
      message: '今日风险测评次数已达上限（每日3次），请明日再试',
    });
    // The next Shanghai day the count starts again.
    server.clock.advance(24 * 3600);
    const next = await investor(server, 'zhangSan', { fresh: true });
    expect((await next.get<PaperCountData>('/v1/paper/count?t=1')).data.remaining).toBe(3);
  });
});
