import {
  INITIAL_RESET,
  resetReducer,
  type ResetEvent,
  type ResetState,
  submitProblem,
} from '@/features/password-reset/reset-machine';

const IDENTITY = { loginType: 'account' as const, account: '110101199003074514', idNo: '110101199003074514' };
const VALUES = { orgAccountType: '1' as const, account: '110101199003074514', idNo: '' };

const run = (events: ResetEvent[], from: ResetState = INITIAL_RESET) => events.reduce(resetReducer, from);
const entered: ResetEvent = { type: 'identityEntered', identity: IDENTITY, values: VALUES };

describe('the reset steps (reset-machine, without React)', () => {
  it('opens the slider for the first send once the identity is entered', () => {
    const state = run([entered]);
    expect(state).toMatchObject({ step: 0, slider: 'first', identity: IDENTITY, values: VALUES });
  });

  it('goes to step 2 of 3 when the SMS is sent, keeping the masked phone', () => {
    const state = run([entered, { type: 'sliderPassed' }]);
    expect(state).toMatchObject({ slider: null, sending: 'first' });
    const sent = resetReducer(state, { type: 'smsAnswered', outcome: { ok: true, value: '138****0005' } });
    expect(sent).toMatchObject({ step: 1, sending: null, maskedPhone: '138****0005', sendError: null });
  });

  it('puts a failed first send on the identity step, a failed resend under the SMS field', () => {
    const first = run([
      entered,
      { type: 'sliderPassed' },
      { type: 'smsAnswered', outcome: { ok: false, state: 400035, message: '账号信息有误' } },
    ]);
    expect(first).toMatchObject({ step: 0, identityFailure: '账号信息有误', sendError: null });

    const onStep2 = run([
      entered,
      { type: 'sliderPassed' },
      { type: 'smsAnswered', outcome: { ok: true, value: 'x' } },
    ]);
    const resend = run(
      [
        { type: 'resendAsked', countdownRunning: false },
        { type: 'sliderPassed' },
        { type: 'smsAnswered', outcome: { ok: false } },
      ],
      onStep2,
    );
    expect(resend).toMatchObject({ step: 1, sendError: '验证码发送失败，请稍后再试', identityFailure: null });
  });

  it('resends only through the slider, and not while counting down or sending', () => {
    const onStep2 = run([
      entered,
      { type: 'sliderPassed' },
      { type: 'smsAnswered', outcome: { ok: true, value: 'x' } },
    ]);
    expect(resetReducer(onStep2, { type: 'resendAsked', countdownRunning: true })).toBe(onStep2);
    expect(resetReducer(onStep2, { type: 'resendAsked', countdownRunning: false }).slider).toBe('resend');
    const sending = run(
      [{ type: 'resendAsked', countdownRunning: false }, { type: 'sliderPassed' }],
      onStep2,
    );
    expect(resetReducer(sending, { type: 'resendAsked', countdownRunning: false })).toBe(sending);
  });

  it('keeps what was typed when the investor goes back, and ends on done', () => {
    const back = run([
      entered,
      { type: 'sliderPassed' },
      { type: 'smsAnswered', outcome: { ok: true, value: 'x' } },
      { type: 'back' },
    ]);
    expect(back).toMatchObject({ step: 0, values: VALUES });
    expect(resetReducer(back, { type: 'resetDone' }).step).toBe(2);
  });

  it('a silent failure (403000) shows nothing anywhere', () => {
    const first = run([
      entered,
      { type: 'sliderPassed' },
      { type: 'smsAnswered', outcome: { ok: false, state: 403000, silent: true } },
    ]);
    expect(first.identityFailure).toBeNull();
    expect(submitProblem({ ok: false, state: 403000, silent: true })).toBeNull();
  });
});

describe('submitProblem', () => {
  it('puts a wrong or expired SMS code under its field, anything else above the buttons', () => {
    expect(submitProblem({ ok: false, state: 400002, message: '短信验证码错误' })).toEqual({
      field: 'smsCode',
      message: '短信验证码错误',
    });
    expect(submitProblem({ ok: false, state: 400024 })).toEqual({
      field: 'smsCode',
      message: '密码重置失败，请稍后再试',
    });
    expect(submitProblem({ ok: false, state: 503000, message: '系统繁忙' })).toEqual({ message: '系统繁忙' });
    expect(submitProblem({ ok: false }, '交易密码重置失败，请稍后再试')).toEqual({
      message: '交易密码重置失败，请稍后再试',
    });
  });
});
