import { Decimal } from '@/server/core/money';
import { redeemSharesRefusal } from '@/shared/trading';

/** The one statement of the redemption share rule: the redeem page and the back office both apply it. */
const limits = { minRedeemShares: '1.00', minHoldShares: '1.00' };
const privateLimits = { minRedeemShares: '10000', minHoldShares: '10000' };
const refusal = (shares: string, available: string, l = limits) => redeemSharesRefusal(shares, available, l);

describe('the shares of a redemption', () => {
  it('takes any part that leaves at least the minimum holding, or everything', () => {
    expect(refusal('100.00', '500.00')).toBeNull();
    expect(refusal('500.00', '500.00')).toBeNull();
    // Everything, even below the minimum redemption.
    expect(refusal('0.50', '0.50')).toBeNull();
    expect(refusal('40000.00', '50000.00', privateLimits)).toBeNull();
  });

  it('says why not: none asked, nothing available, too many, too few, too little left', () => {
    expect(refusal('0', '500.00')).toBe('赎回份额须大于0份');
    expect(refusal('1.00', '0.00')).toBe('该持仓暂无可赎回份额');
    expect(refusal('500.01', '500.00')).toBe('可赎回份额不足，最多可赎回500.00份');
    expect(refusal('0.99', '500.00')).toBe('单笔赎回份额不能低于1份');
    expect(refusal('499.50', '500.00')).toBe('赎回后剩余份额不能低于1份，请全部赎回或减少赎回份额');
    expect(refusal('9999.99', '50000.00', privateLimits)).toBe('单笔赎回份额不能低于10000份');
    expect(refusal('40000.01', '50000.00', privateLimits)).toBe(
      '赎回后剩余份额不能低于10000份，请全部赎回或减少赎回份额',
    );
  });

  it('reads the back office’s strict decimals as it reads the page’s text', () => {
    expect(redeemSharesRefusal(new Decimal('500.01'), new Decimal('500'), limits)).toBe(
      '可赎回份额不足，最多可赎回500.00份',
    );
  });
});
