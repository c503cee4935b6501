import { type SuitabilityState, transition } from '@/features/suitability';

import { FUND, ORGANISATION, play, START, TRADE_TIME_OK } from './factories';

function stopOf(state: SuitabilityState) {
  if (state.step !== 'stopped') throw new Error(`expected a stop, got ${state.step}`);
  return state.stop;
}

function failedWith(state: number | string, message?: string, investor = START) {
  return play([investor, TRADE_TIME_OK, { type: 'CALL_FAILED', failure: { state, message } }]);
}

describe('the purchase verification: trading time and the stops of steps 1–5', () => {
  it('checks the trading time first, then asks for the suitability check', () => {
    expect(play([START])).toEqual({
      step: 'checking-trade-time',
      run: {
        fund: FUND,
        investor: { isNaturalPerson: true },
        confirmed: { statements: [] },
      },
    });
    expect(play([START, TRADE_TIME_OK]).step).toBe('verifying');
  });

  it('stops outside trading time with the server message, or ours without one', () => {
    const withMessage = play([
      START,
      { type: 'TRADE_TIME_CHECKED', isTrade: false, message: '非小集合交易时间' },
    ]);
    expect(stopOf(withMessage)).toMatchObject({ reason: 'not-trading-time', message: '非小集合交易时间' });
    const without = play([START, { type: 'TRADE_TIME_CHECKED', isTrade: false }]);
    expect(stopOf(without)).toMatchObject({
      title: '非交易时间',
      message: '当前不在该产品的交易时间内，请在交易时间内办理。',
    });
    expect(stopOf(without).action).toBeUndefined();
  });

  it('400010: 产品适当性关键要素缺失 with the contact-support note', () => {
    expect(stopOf(failedWith(400010))).toEqual({
      reason: 'missing-factors',
      title: '温馨提示',
      message: '产品适当性关键要素缺失',
      note: '如有疑问，请联系客服（95517）',
    });
  });

  it('400011 and 400012 lead a person to the certification', () => {
    expect(stopOf(failedWith(400011))).toMatchObject({
      reason: 'not-qualified',
      message: '该产品仅向合格投资者销售，您尚未完成合格投资者认证。',
      action: { label: '去认证', to: '/hall/user/conform-certification' },
    });
    expect(stopOf(failedWith('400012'))).toMatchObject({
      reason: 'qualification-expired',
      message: '您的合格投资者认证已过期，请重新认证后再购买。',
      action: { label: '重新认证', to: '/hall/user/conform-certification' },
    });
  });

  it('an organisation is sent to its adviser instead of the online certification', () => {
    const stop = stopOf(failedWith(400011, undefined, { type: 'START', fund: FUND, investor: ORGANISATION }));
    expect(stop.action).toBeUndefined();
    expect(stop.note).toBe('机构投资者办理合格投资者认证，请咨询您的财富顾问或致电客服（95517）');
  });

  it.each([
    [400013, 'no-risk-level', '去测评', '您尚未进行风险承受能力测评，请先完成测评再购买。'],
    [400014, 'risk-expired', '重新测评', '您的风险测评结果已过期，请重新测评后再购买。'],
    [
      400015,
      'lowest-risk',
      '重新测评',
      '您的风险承受能力为最低类别，不能购买该产品。如您的情况有变化，可重新进行风险测评。',
    ],
  ])('%i leads to the risk test (%s)', (code, reason, label, message) => {
    expect(stopOf(failedWith(code))).toEqual({
      reason,
      title: '风险测评',
      message,
      action: { label, to: '/hall/user/risk-level?module=RiskLevelTest' },
    });
  });

  it('400016: 您的账号出现异常 with the contact-support note and no way forward', () => {
    expect(stopOf(failedWith(400016))).toEqual({
      reason: 'no-trade-account',
      title: '温馨提示',
      message: '您的账号出现异常',
      note: '如有疑问，请联系客服（95517）',
    });
  });

  it('402016: the blacklist shows the server message (ours when it sends none)', () => {
    expect(stopOf(failedWith(402016, '您已被列入限制交易名单'))).toMatchObject({
      reason: 'blacklist',
      message: '您已被列入限制交易名单',
    });
    expect(stopOf(failedWith(402016, '  '))).toMatchObject({
      message: '您的账户已被列入黑名单，暂不能交易，请联系客服95517',
    });
  });

  it('any other failure may be retried, and a retry starts again at the trading time', () => {
    const state = failedWith(503502, '柜台繁忙');
    expect(stopOf(state)).toMatchObject({ reason: 'failed', message: '柜台繁忙', retry: true });
    expect(stopOf(failedWith(-1))).toMatchObject({ message: '信息提交异常，请稍后再试' });
    expect(transition(state, { type: 'RETRY' })).toEqual({
      step: 'checking-trade-time',
      run: (state as { run: unknown }).run,
    });
  });

  it('a stop that is the verdict itself cannot be retried, only closed', () => {
    const state = failedWith(400015);
    expect(transition(state, { type: 'RETRY' })).toBe(state);
    expect(transition(state, { type: 'CANCEL' }).step).toBe('cancelled');
  });

  it('403000 (silently ignored, spec §8) ends the chain without a dialog; a failure without a state may be retried', () => {
    expect(
      play([START, TRADE_TIME_OK, { type: 'CALL_FAILED', failure: { state: 403000, silent: true } }]).step,
    ).toBe('cancelled');
    expect(stopOf(play([START, { type: 'CALL_FAILED', failure: {} }]))).toMatchObject({
      reason: 'failed',
      retry: true,
    });
  });

  it('a failure of the trading-time call stops too', () => {
    const state = play([START, { type: 'CALL_FAILED', failure: { state: -2 } }]);
    expect(stopOf(state).reason).toBe('failed');
  });

  it('ignores a second START while a check runs (a double click on 购买)', () => {
    const checking = play([START, TRADE_TIME_OK]);
    expect(
      transition(checking, {
        type: 'START',
        fund: { fundCode: '999', fundName: 'X' },
        investor: ORGANISATION,
      }),
    ).toBe(checking);
  });

  it('ignores answers that arrive in the wrong step', () => {
    const checking = play([START]);
    expect(transition(checking, { type: 'RECORDED' })).toBe(checking);
    expect(
      transition(checking, { type: 'AGREEMENT_CHECKED', status: { productType: 1, statusCode: 1 } }),
    ).toBe(checking);
    const idle = play([]);
    expect(transition(idle, { type: 'CALL_FAILED', failure: { state: 400010 } })).toBe(idle);
    expect(transition(idle, { type: 'CANCEL' })).toBe(idle);
  });

  it('a stopped check can start again for another fund', () => {
    const other = {
      type: 'START',
      fund: { fundCode: 'X1', fundName: '乙' },
      investor: ORGANISATION,
    } as const;
    const state = play([other, TRADE_TIME_OK], failedWith(400010));
    expect(state).toMatchObject({
      step: 'verifying',
      run: { fund: { fundCode: 'X1' }, investor: ORGANISATION },
    });
  });
});
