import { mismatchesOf, type SuitabilityState, transition } from '@/features/suitability';
import { WRITTEN_STATEMENTS } from '@/shared/trading';

import {
  CONFIRM,
  CONFIRM_AND_RECORD,
  createMockVerdict,
  FUND,
  play,
  PRESSED_AT,
  verified,
} from './factories';

const statementsOf = (state: SuitabilityState) =>
  'run' in state ? state.run.confirmed.statements.map((confirmation) => confirmation.statement) : [];

describe('the purchase verification: comparisons (step 6) and the high-risk notice (step 7)', () => {
  it('statusCode 3 stops: the investor may not buy', () => {
    const state = play(verified({ statusCode: 3 }));
    expect(state).toMatchObject({
      step: 'stopped',
      stop: { reason: 'not-allowed', message: '根据适当性匹配结果，您不能购买该产品。' },
    });
  });

  it('statusCode 0 with every flag matching goes straight to the agreement', () => {
    expect(play(verified()).step).toBe('checking-agreement');
  });

  it('statusCode 1 opens the risk comparison even when the risk flag says match', () => {
    expect(play(verified({ statusCode: '1', riskMatch: '1' }))).toMatchObject({
      step: 'mismatch',
      kind: 'risk',
      remaining: [],
      submitting: false,
    });
  });

  it('opens one comparison per mismatch in the order risk, horizon, varieties', () => {
    const verdict = { riskMatch: 0, investmentTimeMatch: 0, investmentVarietiesMatch: 0 };
    expect(mismatchesOf(createMockVerdict(verdict))).toEqual(['risk', 'horizon', 'varieties']);
    const first = play(verified(verdict));
    expect(first).toMatchObject({ step: 'mismatch', kind: 'risk', remaining: ['horizon', 'varieties'] });
    const second = play(CONFIRM_AND_RECORD, first);
    expect(second).toMatchObject({ step: 'mismatch', kind: 'horizon', remaining: ['varieties'] });
    const third = play(CONFIRM_AND_RECORD, second);
    expect(third).toMatchObject({ step: 'mismatch', kind: 'varieties', remaining: [] });
    expect(play(CONFIRM_AND_RECORD, third).step).toBe('checking-agreement');
  });

  it('only the failing comparisons open', () => {
    expect(play(verified({ investmentVarietiesMatch: '0' }))).toMatchObject({
      kind: 'varieties',
      remaining: [],
    });
  });

  it('a professional investor (statusCode 6) skips every comparison', () => {
    const verdict = { statusCode: 6, riskMatch: 0, investmentTimeMatch: 0, investmentVarietiesMatch: 0 };
    expect(play(verified(verdict)).step).toBe('checking-agreement');
    expect(play(verified({ ...verdict, highRiskProduct: 1 })).step).toBe('high-risk');
  });

  it('an unreadable statusCode stops with a retry rather than guessing', () => {
    expect(play(verified({ statusCode: 9 }))).toMatchObject({
      step: 'stopped',
      stop: { reason: 'failed', retry: true },
    });
  });

  it('confirming waits for the server to record it; a second click meanwhile does nothing', () => {
    const open = play(verified({ riskMatch: 0 }));
    const submitting = transition(open, CONFIRM);
    expect(submitting).toMatchObject({ step: 'mismatch', kind: 'risk', submitting: true });
    expect(transition(submitting, CONFIRM)).toBe(submitting);
    expect(transition(submitting, { type: 'CANCEL' })).toBe(submitting);
  });

  it('a failed recording keeps the dialog open with the reason, and may be confirmed again', () => {
    const submitting = play([...verified({ riskMatch: 0 }), CONFIRM]);
    const failed = transition(submitting, {
      type: 'RECORD_FAILED',
      failure: { state: 503000, message: '记录失败' },
    });
    expect(failed).toMatchObject({ step: 'mismatch', kind: 'risk', submitting: false, error: '记录失败' });
    const fallback = transition(submitting, { type: 'RECORD_FAILED', failure: { state: -2 } });
    expect(fallback).toMatchObject({ error: '信息提交异常，请稍后再试' });
    expect(transition(failed, CONFIRM)).toMatchObject({ submitting: true, error: undefined });
    const silent = transition(submitting, {
      type: 'RECORD_FAILED',
      failure: { state: 403000, silent: true },
    });
    expect(silent).toMatchObject({ step: 'mismatch', submitting: false, error: undefined });
  });

  it('RECORDED or RECORD_FAILED without a confirmation in flight changes nothing', () => {
    const open = play(verified({ riskMatch: 0 }));
    expect(transition(open, { type: 'RECORDED' })).toBe(open);
    expect(transition(open, { type: 'RECORD_FAILED', failure: { state: 1 } })).toBe(open);
  });

  it('declining a comparison ends the purchase', () => {
    const state = transition(play(verified({ investmentTimeMatch: 0 })), { type: 'CANCEL' });
    expect(state.step).toBe('cancelled');
  });

  it('the high-risk notice follows the comparisons and must be confirmed too', () => {
    const open = play(verified({ riskMatch: 0, highRiskProduct: true }));
    expect(open.step).toBe('mismatch');
    const notice = play(CONFIRM_AND_RECORD, open);
    expect(notice).toEqual(expect.objectContaining({ step: 'high-risk', submitting: false }));
    expect(play(CONFIRM_AND_RECORD, notice).step).toBe('checking-agreement');
    expect(transition(notice, { type: 'CANCEL' }).step).toBe('cancelled');
  });

  it('the run remembers the verdict and each confirmation for the order', () => {
    const verdict = { riskMatch: 0, investmentVarietiesMatch: 0, highRiskProduct: '1' };
    const done = play([
      ...verified(verdict),
      ...CONFIRM_AND_RECORD,
      ...CONFIRM_AND_RECORD,
      ...CONFIRM_AND_RECORD,
    ]);
    expect(done.step).toBe('checking-agreement');
    expect(done).toMatchObject({ run: { verdict: createMockVerdict(verdict) } });
    expect(statementsOf(done)).toEqual(['mismatch-risk', 'mismatch-varieties', 'high-risk']);
  });

  it('a retry forgets what the failed run had confirmed', () => {
    const confirmedOne = play([...verified({ riskMatch: 0, investmentTimeMatch: 0 }), ...CONFIRM_AND_RECORD]);
    const stoppedRun = transition(confirmedOne, CONFIRM);
    const failed = play([{ type: 'RECORDED' }, { type: 'CALL_FAILED', failure: { state: -1 } }], stoppedRun);
    expect(failed).toMatchObject({
      step: 'stopped',
    });
    expect(statementsOf(failed)).toEqual(['mismatch-risk', 'mismatch-horizon']);
    expect(transition(failed, { type: 'RETRY' })).toMatchObject({
      step: 'checking-trade-time',
      run: { confirmed: { statements: [] } },
    });
    expect((transition(failed, { type: 'RETRY' }) as { run: object }).run).not.toHaveProperty('verdict');
  });

  it('each confirmation carries the statement as shown for this fund, its version and the page time of the press', () => {
    const done = play([...verified({ investmentTimeMatch: 0 }), ...CONFIRM_AND_RECORD]);
    expect(done).toMatchObject({
      run: {
        confirmed: {
          statements: [
            {
              statement: 'mismatch-horizon',
              version: WRITTEN_STATEMENTS['mismatch-horizon'].version,
              text: `本人已阅读上述提示，知晓「${FUND.fundName}」与本人的投资期限不匹配，经审慎考虑，坚持购买该产品，并自愿承担由此产生的风险和损失。`,
              confirmedAt: PRESSED_AT,
            },
          ],
        },
      },
    });
  });

  it('a special investor (buyVerify specialCare) acknowledges the special-care notice after the high-risk notice', () => {
    const notice = play([
      ...verified({ highRiskProduct: '1', specialCare: ['elderly'] }),
      ...CONFIRM_AND_RECORD,
    ]);
    expect(notice).toEqual(expect.objectContaining({ step: 'special-care', reasons: ['elderly'] }));
    expect(transition(notice, { type: 'CANCEL' }).step).toBe('cancelled');
    const done = play(CONFIRM_AND_RECORD, notice);
    expect(done.step).toBe('checking-agreement');
    expect(statementsOf(done)).toEqual(['high-risk', 'special-care']);
    expect(play(verified({ specialCare: [] })).step).toBe('checking-agreement');
  });

  it('highRiskProduct 0 shows no notice', () => {
    const state: SuitabilityState = play(verified({ highRiskProduct: '0' }));
    expect(state.step).toBe('checking-agreement');
  });
});
