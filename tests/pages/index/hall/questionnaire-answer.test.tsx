import '../../../api/support/node-fetch';

import { screen, within } from '@testing-library/react';

import type { SurveyDetailData } from '@/api/survey/contract';
import { QuestionnaireAnswerScreen } from '@/pages/index/hall/user/questionnaire/answer-screen';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { renderInRouter } from '../../render-page';

const { setup, server } = apiTestServer();

const SURVEY: SurveyDetailData = {
  id: 'SV2026PURCHASE',
  title: '基金购买体验调查',
  kind: 'satisfaction',
  status: '1',
  trigger: 'purchase',
  endDate: '20270522',
  answered: false,
  intro: '感谢您的购买！',
  questions: [
    {
      id: 'q1',
      title: '您是通过什么渠道了解到本产品的？',
      type: 'single',
      required: true,
      options: [
        { id: 'A', text: '客户经理推荐' },
        { id: 'B', text: '官方网站' },
      ],
    },
    {
      id: 'q2',
      title: '您购买基金时最看重哪些方面？',
      type: 'multiple',
      required: true,
      options: [
        { id: 'A', text: '历史业绩' },
        { id: 'B', text: '费率' },
      ],
    },
    { id: 'q3', title: '整体满意程度', type: 'score10', required: true, options: [] },
    { id: 'q4', title: '风险揭示清晰程度', type: 'score5', required: true, options: [] },
    { id: 'q5', title: '意见或建议', type: 'open', required: false, options: [] },
  ],
};

function open(survey = SURVEY) {
  server.on('GET', '/v1/survey/SV2026PURCHASE', { body: envelope(survey) });
  return renderInRouter(
    setup().store,
    '/hall/user/questionnaire/answer?id=SV2026PURCHASE',
    <QuestionnaireAnswerScreen />,
  );
}
const posts = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/survey/SV2026PURCHASE/answer');

describe('填写问卷', () => {
  it('names a required question left empty, then sends every type and thanks', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'B. 官方网站' }));
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(screen.getByRole('alert')).toHaveTextContent('第2题为必答题，请作答后再提交');
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'A. 历史业绩' }));
    await user.click(screen.getByRole('checkbox', { name: 'B. 费率' }));
    await user.click(
      within(screen.getByRole('group', { name: /整体满意程度/ })).getByRole('radio', { name: '0分' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /风险揭示清晰程度/ })).getByRole('radio', { name: '5分' }),
    );
    await user.type(screen.getByRole('textbox', { name: '第5题' }), '字再大一点');
    server.on('POST', '/v1/survey/SV2026PURCHASE/answer', {
      body: envelope({ answeredAt: '20261123100000', answers: [] }),
    });
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByText('提交成功，感谢您的参与！')).toBeVisible();
    expect(JSON.parse(posts()[0].body.toString())).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['B'] },
        { questionId: 'q2', optionIds: ['A', 'B'] },
        { questionId: 'q3', score: 0 },
        { questionId: 'q4', score: 5 },
        { questionId: 'q5', text: '字再大一点' },
      ],
    });
  });

  it('an answered survey says so, with no form', async () => {
    open({ ...SURVEY, answered: true });
    expect(await screen.findByText('您已填写过该问卷，感谢您的参与')).toBeVisible();
    expect(screen.queryByRole('button', { name: '提交问卷' })).toBeNull();
  });

  it('the limit message of the server shows in place', async () => {
    const { user } = open({ ...SURVEY, questions: SURVEY.questions.slice(0, 1) });
    await user.click(await screen.findByRole('radio', { name: 'A. 客户经理推荐' }));
    server.on('POST', '/v1/survey/SV2026PURCHASE/answer', {
      body: envelope(null, 402028, '您已填写过该问卷，感谢您的参与'),
    });
    await user.click(screen.getByRole('button', { name: '提交问卷' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已填写过该问卷，感谢您的参与');
  });
});
