import {
  fundCodeInCheck,
  isBusy,
  pendingCall,
  pendingConfirmation,
  transition,
} from '@/features/suitability';

import { CONFIRM, START, TRADE_TIME_OK, play, verified } from './factories';

describe('what the screen reads from the verification state', () => {
  it('names the call each waiting step needs', () => {
    expect(pendingCall(play([]))).toBeNull();
    expect(pendingCall(play([START]))).toBe('tradeTime');
    expect(pendingCall(play([START, TRADE_TIME_OK]))).toBe('buyVerify');
    const agreement = play(verified());
    expect(pendingCall(agreement)).toBe('agreementSigned');
    const summary = transition(agreement, {
      type: 'AGREEMENT_CHECKED',
      status: { productType: 1, statusCode: 0 },
    });
    expect(pendingCall(summary)).toBe('infoPublish');
  });

  it('names the confirmation to record only while it is being sent', () => {
    const open = play(verified({ investmentTimeMatch: 0, highRiskProduct: 1 }));
    expect(pendingConfirmation(open)).toBeNull();
    expect(isBusy(open)).toBe(false);
    const sending = transition(open, CONFIRM);
    expect(pendingConfirmation(sending)).toEqual({ kind: 'mismatch', mismatch: 'horizon' });
    expect(isBusy(sending)).toBe(true);
    const notice = transition(transition(sending, { type: 'RECORDED' }), CONFIRM);
    expect(pendingConfirmation(notice)).toEqual({ kind: 'high-risk' });
    const summary = { noticeCode: 'N1', fileName: 'a.pdf' };
    const reading = play(
      [
        { type: 'RECORDED' },
        { type: 'AGREEMENT_CHECKED', status: { productType: 1, statusCode: 0 } },
        { type: 'SUMMARY_LOADED', summary },
        CONFIRM,
      ],
      notice,
    );
    expect(pendingConfirmation(reading)).toEqual({ kind: 'summary', summary });
  });

  it('is busy while a call runs and tells which fund is being checked', () => {
    expect(isBusy(play([START]))).toBe(true);
    expect(fundCodeInCheck(play([START]))).toBe('000123');
    expect(fundCodeInCheck(play([]))).toBeNull();
    expect(isBusy(play(verified({ statusCode: 3 })))).toBe(false);
  });
});
