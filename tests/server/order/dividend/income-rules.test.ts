import Big from 'big.js';

import { incomeShares, incomeToSettle } from '@/server/order/dividend/income-rules';

describe('money-market income carried over into shares', () => {
  it('an account’s daily income is the shares at its end × the income per 10 000 shares ÷ 10 000, truncated to the hundredth share (截位, never rounded up: F12)', () => {
    expect(incomeShares(new Big('10000.00'), '0.3562').toFixed(2)).toBe('0.35');
    expect(incomeShares(new Big('12345.67'), '0.4049').toFixed(2)).toBe('0.49');
    expect(incomeShares(new Big('20000.00'), '0.4000').toFixed(2)).toBe('0.80');
    // Less than a hundredth: nothing to carry; nothing held: nothing earned.
    expect(incomeShares(new Big('249.00'), '0.4000').toFixed(2)).toBe('0.00');
    expect(incomeShares(new Big('100.00'), '0.4000').toFixed(2)).toBe('0.00');
    expect(incomeShares(new Big('0'), '0.4000').toFixed(2)).toBe('0.00');
  });

  it('a whole redemption settles the income carried over since it was placed; a partial one leaves it in the holding', () => {
    // Everything registered at placement was asked for: what is left is the income since.
    expect(
      incomeToSettle({
        held: new Big('10001.53'),
        frozen: new Big('10001.07'),
        incomeSincePlaced: new Big('0.46'),
      }).toFixed(2),
    ).toBe('0.46');
    // One share kept back: the holding goes on, with its income.
    expect(
      incomeToSettle({
        held: new Big('10001.53'),
        frozen: new Big('10000.07'),
        incomeSincePlaced: new Big('0.46'),
      }).toFixed(2),
    ).toBe('0.00');
    // Nothing earned meanwhile, nothing to settle.
    expect(
      incomeToSettle({
        held: new Big('500.00'),
        frozen: new Big('500.00'),
        incomeSincePlaced: new Big('0'),
      }).toFixed(2),
    ).toBe('0.00');
  });
});
