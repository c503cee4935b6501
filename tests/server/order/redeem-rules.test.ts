import Big from 'big.js';

import { lotsAfterFrozen, redeemSharesRefusal } from '@/server/order/redeem-rules';
import type { HoldingLot } from '@/server/order/redemption-fee';

const limits = { minRedeemShares: '1', minHoldShares: '1' };
const refusal = (shares: string, available: string, l = limits) =>
  redeemSharesRefusal(new Big(shares), new Big(available), l);

describe('redeemSharesRefusal', () => {
  it('takes any part that leaves at least the minimum holding, or everything', () => {
    expect(refusal('100.00', '500.00')).toBeNull();
    expect(refusal('500.00', '500.00')).toBeNull();
    // Everything, even below the minimum redemption.
    expect(refusal('0.50', '0.50')).toBeNull();
  });

  it('says why not: nothing available, too many, too few, too little left', () => {
    expect(refusal('1.00', '0.00')).toBe('该持仓暂无可赎回份额');
    expect(refusal('500.01', '500.00')).toBe('可赎回份额不足，最多可赎回500.00份');
    expect(refusal('0.99', '500.00')).toBe('单笔赎回份额不能低于1份');
    expect(refusal('499.50', '500.00')).toBe('赎回后剩余份额不能低于1份，请全部赎回或减少赎回份额');
    const privateLimits = { minRedeemShares: '10000', minHoldShares: '10000' };
    expect(refusal('9999.99', '50000.00', privateLimits)).toBe('单笔赎回份额不能低于10000份');
    expect(refusal('40000.01', '50000.00', privateLimits)).toBe(
      '赎回后剩余份额不能低于10000份，请全部赎回或减少赎回份额',
    );
    expect(refusal('40000.00', '50000.00', privateLimits)).toBeNull();
  });
});

describe('lotsAfterFrozen', () => {
  const lot = (id: string, confirmDate: string, shares: string): HoldingLot => ({
    id,
    confirmDate,
    shares: new Big(shares),
    mode: 'A',
    purchaseNav: new Big('1'),
  });
  const view = (lots: HoldingLot[]) => lots.map((l) => [l.id, l.shares.toFixed(2)]);

  it('takes frozen shares off the oldest lots first, whatever order the lots come in', () => {
    const lots = [lot('young', '20261120', '300.00'), lot('old', '20260801', '200.00')];
    expect(view(lotsAfterFrozen(lots, new Big('0')))).toEqual([
      ['old', '200.00'],
      ['young', '300.00'],
    ]);
    expect(view(lotsAfterFrozen(lots, new Big('250.00')))).toEqual([['young', '250.00']]);
    expect(view(lotsAfterFrozen(lots, new Big('200.00')))).toEqual([['young', '300.00']]);
    expect(view(lotsAfterFrozen(lots, new Big('500.00')))).toEqual([]);
  });
});
