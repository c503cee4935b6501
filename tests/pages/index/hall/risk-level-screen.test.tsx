import '../../../api/support/node-fetch';

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import type { PaperData, RiskResult } from '@/api/paper/contract';
import { RiskLevelScreen } from '@/pages/index/hall/user/risk-level-screen';
import { ROUTES } from '@/shared/routing';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { Location, renderInRouter } from '../../render-page';

const { setup, server } = apiTestServer();

const PAPER: PaperData = {
  paperId: 'RISK-PERSON-2026.1',
  title: '个人投资者风险承受能力评估问卷',
  intro: '本问卷用于评估您的风险承受能力，结果有效期两年。',
  questions: [
    {
      id: 'q1',
      title: '您的年龄是？',
      type: 'single',
      hint: '',
      options: [
        { id: 'A', text: '18—30岁' },
        { id: 'B', text: '31—50岁' },
      ],
    },
    {
      id: 'q2',
      title: '您打算投资哪些种类的产品？',
      type: 'multiple',
      hint: '可多选',
      options: [
        { id: 'A', text: '固定收益类' },
        { id: 'B', text: '权益类' },
      ],
    },
  ],
};

function createMockResult(partial: Partial<RiskResult> = {}): RiskResult {
  return {
    risk: 'C3',
    isLowestRisk: false,
    score: null,
    answerDate: null,
    endDate: '20261023',
    isExpire: true,
    daysLeft: -31,
    horizon: '2',
    investmentLimit: '1-5年',
    varieties: ['1', '2'],
    investmentVarieties: '固定收益类、权益类',
    matchingFundRisks: ['R1', 'R2', 'R3'],
    ...partial,
  };
}

function open(route = ROUTES.riskLevel as string, remaining = 3) {
  server.on('GET', '/v1/paper/mine', { body: envelope(createMockResult()) });
  server.on('GET', '/v1/paper/count', { body: envelope({ used: 3 - remaining, limit: 3, remaining }) });
  server.on('GET', '/v1/paper/paper', { body: envelope(PAPER) });
  return renderInRouter(
    setup().store,
    route,
    <>
      <Routes>
        <Route path={ROUTES.riskLevel} element={<RiskLevelScreen />} />
      </Routes>
      <Location />
    </>,
  );
}

const answered = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/paper/answer');

describe('风险测评', () => {
  it('shows the expired level and what it allows; 重新测评 opens the test in the address', async () => {
    const { user } = open();
    const panel = await screen.findByRole('region', { name: '我的风险等级' });
    expect(panel).toHaveTextContent('C3 稳健型');
    expect(panel).toHaveTextContent('2026-10-23（已过期）');
    expect(panel).toHaveTextContent('R1 低风险、R2 中低风险、R3 中风险');
    // The count is its own call: it may land after the level.
    expect(await within(panel).findByText('今日还可测评 3 次')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '重新测评' }));
    expect(await screen.findByRole('heading', { name: PAPER.title })).toBeVisible();
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent('?module=RiskLevelTest');
  });

  it('walks question by question, reviews, sends the sheet once and shows the result', async () => {
    const { user } = open(`${ROUTES.riskLevel}?module=RiskLevelTest`);
    await screen.findByText('第 1 题，共 2 题');
    const next = screen.getByRole('button', { name: '下一题' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /31—50岁/ }));
    await user.click(next);
    expect(screen.getByRole('progressbar', { name: '答题进度' })).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('checkbox', { name: /固定收益类/ }));
    await user.click(screen.getByRole('checkbox', { name: /权益类/ }));
    await user.click(screen.getByRole('button', { name: '检查答案' }));
    const review = screen.getByRole('region', { name: '请检查您的答案' });
    expect(review).toHaveTextContent('B. 31—50岁');
    expect(review).toHaveTextContent('A. 固定收益类；B. 权益类');

    const result = createMockResult({
      isExpire: false,
      endDate: '20281122',
      score: 48,
      answerDate: '20261123',
    });
    server.on('POST', '/v1/paper/answer', { body: envelope(result, 200000, '测评完成') });
    await user.click(screen.getByRole('button', { name: '提交测评' }));
    const shown = await screen.findByRole('region', { name: '测评结果' });
    expect(shown).toHaveTextContent('您的风险承受能力为：C3 稳健型');
    expect(shown).toHaveTextContent('2028-11-22');
    expect(shown).toHaveTextContent('48 分');
    expect(within(shown).getByRole('link', { name: '去购买基金' })).toHaveAttribute(
      'href',
      '/trade-center/purchase',
    );
    expect(answered()).toHaveLength(1);
    expect(JSON.parse(answered()[0].body.toString())).toEqual({
      paperId: PAPER.paperId,
      answers: [
        { questionId: 'q1', optionIds: ['B'] },
        { questionId: 'q2', optionIds: ['A', 'B'] },
      ],
    });
  });

  it('shows the day limit in place when the server refuses with 402028', async () => {
    const { user } = open(`${ROUTES.riskLevel}?module=RiskLevelTest`);
    await user.click(await screen.findByRole('radio', { name: /18—30岁/ }));
    await user.click(screen.getByRole('button', { name: '下一题' }));
    await user.click(screen.getByRole('checkbox', { name: /权益类/ }));
    await user.click(screen.getByRole('button', { name: '检查答案' }));
    server.on('POST', '/v1/paper/answer', {
      body: envelope(null, 402028, '今日风险测评次数已达上限（每日3次），请明日再试'),
    });
    await user.click(screen.getByRole('button', { name: '提交测评' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '今日风险测评次数已达上限（每日3次），请明日再试',
    );
  });

  it('with no attempt left today the button is off and says so', async () => {
    open(ROUTES.riskLevel, 0);
    expect(await screen.findByText('今日测评次数已用完，请明日再试')).toBeVisible();
    expect(screen.getByRole('button', { name: '重新测评' })).toBeDisabled();
  });
});
