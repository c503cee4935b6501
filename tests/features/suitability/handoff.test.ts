import {
  orderConfirmations,
  forgetPass,
  PASS_TTL_MS,
  passFor,
  rememberPass,
  type Run,
} from '@/features/suitability';

import { createMockVerdict, FUND, PERSON } from './factories';

const RUN: Run = {
  fund: FUND,
  investor: PERSON,
  verdict: createMockVerdict({ riskMatch: 0 }),
  confirmed: { statements: [] },
};

describe('the hand-over of a passed check from the list to the order page', () => {
  it('keeps a pass for its fund for ten minutes', () => {
    rememberPass(RUN, 1_000);
    expect(passFor(FUND.fundCode, 1_000 + PASS_TTL_MS)).toMatchObject({
      verdict: RUN.verdict,
      confirmed: RUN.confirmed,
    });
    expect(passFor('999999', 1_000)).toBeUndefined();
    expect(passFor(FUND.fundCode, 1_001 + PASS_TTL_MS)).toBeUndefined();
    // Dropped once stale, even if asked again with an earlier time.
    expect(passFor(FUND.fundCode, 1_000)).toBeUndefined();
  });

  it('does not trust a pass from the future (a clock set back) and forgets one after an order', () => {
    rememberPass(RUN, 5_000);
    expect(passFor(FUND.fundCode, 4_999)).toBeUndefined();
    rememberPass(RUN, 5_000);
    forgetPass(FUND.fundCode);
    expect(passFor(FUND.fundCode, 5_000)).toBeUndefined();
  });

  it('sends each written confirmation with the order, none when there was none', () => {
    expect(orderConfirmations({ statements: [] })).toEqual({});
    const horizon = {
      statement: 'mismatch-horizon' as const,
      version: '2026-11-27',
      text: '本人已阅读上述提示',
      confirmedAt: '2026-11-27T16:55:00.123+08:00',
    };
    expect(orderConfirmations({ statements: [horizon] })).toEqual({ confirmations: [horizon] });
  });
});
