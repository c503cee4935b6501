import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  comparisonFacts,
  type SuitabilityEvent,
  SuitabilityDialogs,
  type SuitabilityState,
} from '@/features/suitability';

import { CONFIRM, FUND, START, TRADE_TIME_OK, createMockVerdict, play, verified } from './factories';

const FACTS = {
  investorRisk: 'C3 稳健型',
  fundRisk: 'R4 中高风险',
  investorHorizon: '1-3年',
  productHorizon: '5年以上',
  investorVarieties: null,
  productVarieties: '权益类',
};

function setup(state: SuitabilityState) {
  const send = jest.fn<void, [SuitabilityEvent]>();
  const onNavigate = jest.fn<void, [string]>();
  const view = render(<SuitabilityDialogs state={state} send={send} onNavigate={onNavigate} facts={FACTS} />);
  return { user: userEvent.setup(), send, onNavigate, ...view };
}

/** What a dialog sends when pressed: CONFIRM with the page's time (ISO 8601, UTC). */
const PRESSED = {
  type: 'CONFIRM',
  at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
};

const failed = (state: number, message?: string) =>
  play([START, TRADE_TIME_OK, { type: 'CALL_FAILED', failure: { state, message } }]);

describe('the suitability dialogs', () => {
  it('show nothing while a step waits for the server', () => {
    setup(play([START]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('400016: an alertdialog with 您的账号出现异常, the hotline and 我知道了', async () => {
    const { user, send } = setup(failed(400016));
    const dialog = screen.getByRole('alertdialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('您的账号出现异常');
    expect(dialog).toHaveTextContent('如有疑问，请联系客服（95517）');
    expect(screen.getByRole('button', { name: '我知道了' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(send).toHaveBeenCalledWith({ type: 'CANCEL' });
  });

  it('a risk stop leads to the risk test', async () => {
    const { user, send, onNavigate } = setup(failed(400015));
    expect(screen.getByRole('alertdialog', { name: '风险测评' })).toHaveTextContent('最低类别');
    await user.click(screen.getByRole('button', { name: '重新测评' }));
    expect(send).toHaveBeenCalledWith({ type: 'CANCEL' });
    expect(onNavigate).toHaveBeenCalledWith('/hall/user/risk-level?module=RiskLevelTest');
  });

  it('a failed check offers 重试', async () => {
    const { user, send } = setup(failed(-2));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
    await user.click(screen.getByRole('button', { name: '暂不购买' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'CANCEL' });
  });

  it('shows a server message as text, never as markup', () => {
    setup(failed(402016, '<img src=x onerror=alert(1)>受限'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('<img src=x onerror=alert(1)>受限');
    expect(document.querySelector('img')).toBeNull();
  });

  it('a comparison shows both sides and needs the written confirmation before 确认购买', async () => {
    const { user, send } = setup(play(verified({ riskMatch: 0 })));
    const dialog = screen.getByRole('dialog', { name: '风险等级不匹配提示' });
    expect(dialog).toHaveTextContent('您的风险承受能力C3 稳健型');
    expect(dialog).toHaveTextContent('产品风险等级R4 中高风险');
    const confirm = screen.getByRole('button', { name: '确认购买' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: /知晓「国证稳健增长混合A」与本人的风险承受能力不匹配/ }),
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(send).toHaveBeenCalledWith(PRESSED);
  });

  it('a missing investor fact reads 未填写', () => {
    setup(play(verified({ investmentVarietiesMatch: 0 })));
    const dialog = screen.getByRole('dialog', { name: '投资品种不匹配提示' });
    expect(dialog).toHaveTextContent('您的投资品种未填写');
    expect(dialog).toHaveTextContent('产品投资品种权益类');
  });

  it('while the confirmation is recorded nothing can be pressed and Escape does not close', async () => {
    const { user, send } = setup(play([...verified({ investmentTimeMatch: 0 }), CONFIRM]));
    expect(screen.getByRole('button', { name: '正在提交…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '暂不购买' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(send).not.toHaveBeenCalled();
  });

  it('a failed recording is announced in the dialog', () => {
    const state = play([
      ...verified({ riskMatch: 0 }),
      CONFIRM,
      { type: 'RECORD_FAILED', failure: { state: 503000, message: '确认记录失败，请重试' } },
    ]);
    setup(state);
    expect(screen.getByRole('alert')).toHaveTextContent('确认记录失败，请重试');
  });

  it('each comparison starts unticked', async () => {
    const first = play(verified({ riskMatch: 0, investmentTimeMatch: 0 }));
    const { user, rerender, send, onNavigate } = setup(first);
    await user.click(screen.getByRole('checkbox'));
    const second = play([CONFIRM, { type: 'RECORDED' }], first);
    rerender(<SuitabilityDialogs state={second} send={send} onNavigate={onNavigate} facts={FACTS} />);
    expect(screen.getByRole('dialog', { name: '投资期限不匹配提示' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('the high-risk notice names the fund and its level', () => {
    setup(play(verified({ highRiskProduct: 1, statusCode: 6 })));
    expect(screen.getByRole('dialog', { name: '高风险产品提示' })).toHaveTextContent(
      `「${FUND.fundName}」为高风险产品（R4 中高风险）`,
    );
  });

  it('the special-care notice says why (65 or older, first purchase) and is acknowledged with the time of the press', async () => {
    const { user, send } = setup(play(verified({ specialCare: ['elderly', 'firstPurchase'] })));
    const dialog = screen.getByRole('dialog', { name: '特别风险提示' });
    expect(dialog).toHaveTextContent('您已年满65周岁。');
    expect(dialog).toHaveTextContent('这是您在本平台的首次购买。');
    expect(dialog).toHaveTextContent('如有疑问，请致电客服95517咨询。');
    const confirm = screen.getByRole('button', { name: '确认购买' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: `本人已阅读上述特别风险提示，已充分了解购买「${FUND.fundName}」的风险，经审慎考虑后自主决定购买，并自愿承担投资风险。`,
      }),
    );
    await user.click(confirm);
    expect(send).toHaveBeenCalledWith(PRESSED);
  });

  it('the public summary opens in a new window and is confirmed', async () => {
    const summary = { noticeCode: 'N1', fileName: '产品资料概要', url: '/static/summary/000123.pdf' };
    const state = play([
      ...verified(),
      { type: 'AGREEMENT_CHECKED', status: { productType: 1, statusCode: 0 } },
      { type: 'SUMMARY_LOADED', summary },
    ]);
    const { user, send } = setup(state);
    const link = screen.getByRole('link', { name: '阅读《产品资料概要》（在新窗口打开）' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(
      screen.getByRole('checkbox', { name: '本人已阅读《产品资料概要》，知晓并理解其内容。' }),
    );
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(send).toHaveBeenCalledWith(PRESSED);
  });

  it('a verdict with nothing to confirm renders no dialog', () => {
    setup(play([START, TRADE_TIME_OK, { type: 'VERIFIED', verdict: createMockVerdict() }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the comparison facts', () => {
  it('take the server wording of buyVerify over what the page knew', () => {
    const verdict = createMockVerdict({
      comparisons: [
        { item: 'risk', investorValue: 'C2 谨慎型', productValue: 'R3 中风险' },
        { item: 'investmentVarieties', investorValue: '固定收益类', productValue: '权益类' },
        { item: 'unknown', investorValue: 'x', productValue: 'y' },
      ],
    });
    expect(comparisonFacts(FACTS, verdict)).toEqual({
      ...FACTS,
      investorRisk: 'C2 谨慎型',
      fundRisk: 'R3 中风险',
      investorVarieties: '固定收益类',
      productVarieties: '权益类',
    });
    expect(comparisonFacts(FACTS)).toEqual(FACTS);
  });
});
