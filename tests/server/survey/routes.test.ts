import type { BacklogData, SurveyDetailData, SurveyListData, SurveySummary } from '@/api/survey/contract';
import { surveyAnswerProblem } from '@/server/survey/rules';

import { confirmSummary, investor, MONDAY_10AM, orderBody, postOrder, serverAt } from '../order/support';
import { organisation } from '../paper/org-login';
import type { HttpClient } from '../support/http-client';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const ids = async (client: HttpClient) =>
  (await client.get<SurveyListData>('/v1/survey/?t=1')).data.map((survey) => survey.id).sort();
const windowOf = async (client: HttpClient) =>
  (await client.get<SurveySummary | null>('/v1/survey/window?t=1')).data;

const PURCHASE_ANSWERS = [
  { questionId: 'q1', optionIds: ['B'] },
  { questionId: 'q2', optionIds: ['A', 'C'] },
  { questionId: 'q3', score: 9 },
  { questionId: 'q4', score: 5 },
  { questionId: 'q5', text: '页面字再大一点更好' },
];

describe('survey routes', () => {
  it('need a session', async () => {
    const anonymous = clientOf(server);
    for (const path of [
      '/v1/survey/?t=1',
      '/v1/survey/window?t=1',
      '/v1/backlog?t=1',
      '/v1/survey/SV2026EDU?t=1',
    ])
      expect((await anonymous.get(path)).state).toBe(401000);
    expect((await anonymous.post('/v1/window', { key: 'x' })).state).toBe(401000);
  });

  it('offer published surveys for the kind of account; waiting, terminated and closed ones never', async () => {
    expect(await ids(await investor(server, 'sunBa'))).toEqual([
      'SV2026EDU',
      'SV2026PURCHASE',
      'SV2026VISITP',
    ]);
    expect(await ids(await organisation(server))).toEqual(['SV2026EDU', 'SV2026VISITO']);
    const zhang = await investor(server, 'zhangSan');
    for (const closed of ['SV2025DONE', 'SV2025STOP', 'SV2026WAIT', 'SV2026VISITO'])
      expect((await zhang.get(`/v1/survey/${closed}?t=1`)).message).toBe('该问卷已结束或不存在');
    const detail = (await zhang.get<SurveyDetailData>('/v1/survey/SV2026PURCHASE?t=1')).data;
    expect(detail.questions.map((question) => question.type)).toEqual([
      'single',
      'multiple',
      'score10',
      'score5',
      'open',
    ]);
  });

  it.each([
    ['a required question left out', PURCHASE_ANSWERS.slice(1), '第1题为必答题'],
    [
      'two options on a single choice',
      [{ questionId: 'q1', optionIds: ['A', 'B'] }, ...PURCHASE_ANSWERS.slice(1)],
      '第1题为单选题，请只选择一项',
    ],
    [
      'a score of 0 on a 5-point question',
      PURCHASE_ANSWERS.map((a) => (a.questionId === 'q4' ? { questionId: 'q4', score: 0 } : a)),
      '第4题请选择1—5分',
    ],
    [
      'blank text',
      PURCHASE_ANSWERS.map((a) => (a.questionId === 'q5' ? { questionId: 'q5', text: '  ' } : a)),
      '第5题请填写内容',
    ],
    [
      'a score on a choice',
      PURCHASE_ANSWERS.map((a) => (a.questionId === 'q1' ? { questionId: 'q1', score: 3 } : a)),
      '第1题请选择选项',
    ],
  ])('refuse %s (400000)', async (_, answers, message) => {
    const answer = await (
      await investor(server, 'zhangSan')
    ).post('/v1/survey/SV2026PURCHASE/answer', { answers });
    expect(answer).toMatchObject({ state: 400000, message });
  });

  it('refuse a score above 10 by the contract', async () => {
    const answer = await (
      await investor(server, 'zhangSan')
    ).request('POST', '/v1/survey/SV2026PURCHASE/answer', {
      answers: [{ questionId: 'q3', score: 11 }],
    });
    expect(answer.status).toBe(400);
  });

  it('a purchase opens its survey once; answered once, then 402028; it does not come back', async () => {
    const zhang = await investor(server, 'zhangSan');
    expect(await windowOf(zhang)).toBeNull();
    expect((await zhang.get<BacklogData>('/v1/backlog?t=1')).data).toEqual([]);
    await confirmSummary(zhang, '970031');
    const placed = await postOrder(
      zhang,
      '/v1/order/purchase',
      await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' }),
    );
    expect((placed.json as { state: number }).state).toBe(200000);

    expect(await windowOf(zhang)).toMatchObject({
      id: 'SV2026PURCHASE',
      trigger: 'purchase',
      answered: false,
    });
    const backlog = (await zhang.get<BacklogData>('/v1/backlog?t=1')).data;
    expect(backlog).toEqual([
      {
        id: expect.any(Number),
        surveyId: 'SV2026PURCHASE',
        title: '基金购买体验调查',
        trigger: 'purchase',
        createdAt: '20261123100000',
      },
    ]);
    // Shown once: after the window is recorded it does not open again, but the to-do stays.
    expect((await zhang.post('/v1/survey/SV2026PURCHASE/window', {})).state).toBe(200000);
    expect(await windowOf(zhang)).toBeNull();
    expect((await zhang.get<BacklogData>('/v1/backlog?t=1')).data).toHaveLength(1);

    const first = await zhang.post('/v1/survey/SV2026PURCHASE/answer', { answers: PURCHASE_ANSWERS });
    expect(first).toMatchObject({
      state: 200000,
      message: '提交成功，感谢您的参与',
      data: { answeredAt: '20261123100000' },
    });
    expect((await zhang.get('/v1/survey/SV2026PURCHASE/answer?t=1')).data).toMatchObject({
      answers: PURCHASE_ANSWERS,
    });
    expect(await zhang.post('/v1/survey/SV2026PURCHASE/answer', { answers: PURCHASE_ANSWERS })).toMatchObject(
      {
        state: 402028,
        message: '您已填写过该问卷，感谢您的参与',
      },
    );
    expect((await zhang.get<BacklogData>('/v1/backlog?t=1')).data).toEqual([]);
    const listed = (await zhang.get<SurveyListData>('/v1/survey/?t=1')).data.find(
      (s) => s.id === 'SV2026PURCHASE',
    );
    expect(listed?.answered).toBe(true);
    // Another purchase does not bring it back.
    await postOrder(
      zhang,
      '/v1/order/purchase',
      await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' }),
    );
    expect(await windowOf(zhang)).toBeNull();
  });

  it('a to-do is handled by POST /v1/backlog/{id}/record; someone else’s is not found; a notice window is recorded', async () => {
    const zhang = await investor(server, 'zhangSan');
    expect((await zhang.post('/v1/backlog/999/record', {})).message).toBe('没有找到该待办事项');
    expect((await zhang.post('/v1/window', { key: 'hall.renewal' })).state).toBe(200000);
    expect((await zhang.request('POST', '/v1/window', { key: 'bad key!' })).status).toBe(400);
  });
});

describe('survey answer rules', () => {
  const questions = [
    { id: 'q1', title: '一', type: 'score10' as const, required: false, options: [] },
    {
      id: 'q2',
      title: '二',
      type: 'multiple' as const,
      required: true,
      options: [
        { id: 'A', text: 'a' },
        { id: 'B', text: 'b' },
      ],
    },
  ];
  it('an optional question may be left out; a repeated option or question is refused', () => {
    expect(surveyAnswerProblem(questions, [{ questionId: 'q2', optionIds: ['A', 'B'] }])).toBeNull();
    expect(surveyAnswerProblem(questions, [{ questionId: 'q2', optionIds: ['A', 'A'] }])).toBe(
      '第2题的选项重复',
    );
    expect(
      surveyAnswerProblem(questions, [
        { questionId: 'q2', optionIds: ['A'] },
        { questionId: 'q2', optionIds: ['B'] },
      ]),
    ).toBe('第2题只能作答一次');
    expect(surveyAnswerProblem(questions, [{ questionId: 'q9', score: 1 }])).toBe('问卷中没有第9题');
    expect(
      surveyAnswerProblem(questions, [
        { questionId: 'q1', score: 0 },
        { questionId: 'q2', optionIds: ['C'] },
      ]),
    ).toBe('第2题没有这个选项');
  });
});
