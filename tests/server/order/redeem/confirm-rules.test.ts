import type { OverLimit } from '@/api/core/contract-trading';
import { Decimal } from '@/server/core/money';
import { findFund } from '@/server/fund/catalogue';
import type { FundSpec } from '@/server/fund/types';
import { confirmRedeem } from '@/server/order/redeem/confirm-rules';
import type { HoldingLot } from '@/server/order/redeem/fee-rules';

const spec = (code: string) => findFund(code) as FundSpec;
const d = (text: string) => new Decimal(text);
const lots: HoldingLot[] = [
  { id: 'l1', confirmDate: '20250102', shares: d('1000'), mode: 'A', purchaseNav: d('1') },
];
const confirm = (code: string, ratio: string, overLimit: OverLimit = '0', nav: string | null = '1.2000') => {
  const c = confirmRedeem({
    order: { tradeDate: '20261123', shares: d('333.33'), overLimit },
    fund: spec(code),
    lots,
    nav: nav === null ? null : d(nav),
    acceptRatio: d(ratio),
  });
  return {
    outcome: c.outcome,
    confirmed: c.confirmedShares.toFixed(2),
    cancelled: c.cancelledShares.toFixed(2),
    postponed: c.postponedShares.toFixed(2),
    net: c.quote?.net.toFixed(2) ?? null,
    reason: c.reason,
  };
};

describe('confirming a redemption', () => {
  it('confirms every share on a normal day, with the fee of the lots', () => {
    // 333.33 × 1.2 = 399.996 → 400.00; 690 days held: 0.25 % → 0.99999 → 1.00.
    expect(confirm('970031', '1')).toEqual({
      outcome: 'full',
      confirmed: '333.33',
      cancelled: '0.00',
      postponed: '0.00',
      net: '399.00',
      reason: null,
    });
  });

  it('on a large-redemption day confirms the accepted ratio, rounded down, and cancels the rest', () => {
    expect(confirm('970031', '0.6')).toEqual({
      outcome: 'partial',
      confirmed: '199.99',
      cancelled: '133.34',
      postponed: '0.00',
      net: '239.39',
      reason: '巨额赎回，按60.00%比例确认，其余133.34份已取消',
    });
  });

  it('postpones the rest when the investor chose to', () => {
    expect(confirm('970031', '0.6', '1')).toMatchObject({
      cancelled: '0.00',
      postponed: '133.34',
      reason: '巨额赎回，按60.00%比例确认，其余133.34份顺延至下一开放日办理',
    });
    expect(confirm('970031', '0.00001', '1')).toMatchObject({
      outcome: 'failed',
      confirmed: '0.00',
      postponed: '333.33',
      net: null,
    });
  });

  it('fails by rule when the fund stops redemptions, and waits for the NAV', () => {
    expect(confirm('970012', '1')).toMatchObject({
      outcome: 'failed',
      cancelled: '333.33',
      reason: '该产品当前状态为停止赎回，不能办理赎回，赎回份额已解冻',
    });
    expect(() => confirm('970031', '1', '0', null)).toThrow('970031在2026-11-23的净值尚未公布，暂不能确认');
    expect(() => confirm('970031', '0')).toThrow('赎回确认比例必须大于0且不超过1');
    expect(() => confirm('970031', '1.01')).toThrow('赎回确认比例必须大于0且不超过1');
  });
});
