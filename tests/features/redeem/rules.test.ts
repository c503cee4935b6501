import { canRedeem, redeemOrderPath } from '@/features/redeem';
import { fractionOf, redeemSharesError } from '@/features/redeem/rules';

const holding = { availableShares: '1000.00', minRedeemShares: '1.00', minHoldShares: '1.00' };

describe('the redeem rules of the browser', () => {
  it('offers 赎回 only with available shares above 0 and a status that does not block', () => {
    expect(canRedeem({ availableShares: '0.01', redeemBusiness: 'Redeem' })).toBe(true);
    expect(canRedeem({ availableShares: '5.00', redeemBusiness: 'BookRedeem' })).toBe(true);
    expect(canRedeem({ availableShares: '0.00', redeemBusiness: 'Redeem' })).toBe(false);
    expect(canRedeem({ availableShares: '5.00', redeemBusiness: null })).toBe(false);
  });

  it('encodes the fund code and trade account into TradeCenterRedeemOrder', () => {
    expect(redeemOrderPath('970011', 'AB 01')).toBe('/trade-center/redeem/order?id=970011&account=AB%2001');
  });

  it('takes quick fractions rounded down to the hundredth share', () => {
    expect(fractionOf('1000.00', 1, 3)).toBe('333.33');
    expect(fractionOf('0.03', 1, 2)).toBe('0.01');
    expect(fractionOf('65000.00', 1, 4)).toBe('16250.00');
    expect(fractionOf('65000.01', 1, 1)).toBe('65000.01');
  });

  it('reads the shares typed, then checks them by the rule the back office applies', () => {
    expect(redeemSharesError('', holding)).toBe('请输入赎回份额');
    expect(redeemSharesError('1.234', holding)).toBe('请输入正确的份额，最多保留两位小数');
    // The rule itself is stated once, in tests/shared/trading/redeem-shares.test.ts.
    expect(redeemSharesError(' 999.5 ', holding)).toBe('赎回后剩余份额不能低于1份，请全部赎回或减少赎回份额');
    expect(redeemSharesError('1000', holding)).toBeUndefined();
  });
});
