import { Decimal } from '@/server/core/money';
import { findFund } from '@/server/fund/catalogue';
import type { FundSpec } from '@/server/fund/types';
import { confirmPurchase, type PurchaseToConfirm } from '@/server/order/buy/confirm-rules';

const spec = (code: string) => findFund(code) as FundSpec;
const d = (text: string) => new Decimal(text);
const purchase = (applyAmount: string, extra: Partial<PurchaseToConfirm> = {}): PurchaseToConfirm => ({
  business: 'Purchase',
  tradeDate: '20261123',
  applyAmount: d(applyAmount),
  mode: 'A',
  channel: 'online',
  firstPurchase: false,
  ...extra,
});
/** The batch's decision on a purchase of this fund at this NAV (null: not out yet), `before` yuan confirmed that day. */
const decide = (order: PurchaseToConfirm, fundCode: string, nav: string | null, before = '0') =>
  confirmPurchase({
    order,
    fund: spec(fundCode),
    nav: nav === null ? null : d(nav),
    confirmedBefore: d(before),
  });
const outcome = (c: ReturnType<typeof confirmPurchase>) => ({
  outcome: c.outcome,
  confirmed: c.confirmedAmount.toFixed(2),
  refund: c.refund.toFixed(2),
  fee: c.fee?.fee.toFixed(2) ?? null,
  shares: c.shares.toFixed(2),
  reason: c.reason,
});

describe('confirming a purchase', () => {
  it('confirms in full: fee by the net-amount method, shares at the NAV of T', () => {
    const c = decide(purchase('100000'), '970031', '1.0500');
    expect(outcome(c)).toEqual({
      outcome: 'full',
      confirmed: '100000.00',
      refund: '0.00',
      fee: '596.42',
      shares: '94670.08',
      reason: null,
    });
    expect(c.nav?.toString()).toBe('1.05');
  });

  it('confirms the part within the daily cap and refunds the rest', () => {
    // 970061 caps purchases at 50 000 yuan a day; 30 000 was confirmed earlier in the batch. Online rate
    // 1.6 % × 0.4 = 0.64 %: 20000 / 1.0064 = 19872.81, fee 127.19; shares 9936.405 round half-up.
    const c = decide(purchase('30000'), '970061', '2.0000', '30000');
    expect(outcome(c)).toEqual({
      outcome: 'partial',
      confirmed: '20000.00',
      refund: '10000.00',
      fee: '127.19',
      shares: '9936.41',
      reason: '超过单日购买上限5万元，确认2万元，退回1万元',
    });
  });

  it('confirms in full what stays under the daily cap', () => {
    const c = decide(purchase('50000'), '970061', '2');
    expect(outcome(c)).toMatchObject({
      outcome: 'full',
      confirmed: '50000.00',
      refund: '0.00',
      reason: null,
    });
  });

  it('fails when nothing is left under the cap, or what is left is under the minimum', () => {
    const full = decide(purchase('100'), '970061', '2', '50000');
    expect(outcome(full)).toEqual({
      outcome: 'failed',
      confirmed: '0.00',
      refund: '100.00',
      fee: null,
      shares: '0.00',
      reason: '超过单日购买上限5万元，申请金额全额退回',
    });
    const crumbs = decide(purchase('100'), '970061', '2', '49995');
    expect(outcome(crumbs)).toMatchObject({
      outcome: 'failed',
      reason: '可确认金额低于追加购买最低金额10元，申请金额全额退回',
    });
  });

  it('fails by rule when the fund’s status on T refuses the business', () => {
    const c = decide(purchase('1000'), '970013', '1.1');
    expect(outcome(c)).toMatchObject({
      outcome: 'failed',
      refund: '1000.00',
      reason: '该产品当前状态为停止申购，不能办理申购，申请金额全额退回',
    });
  });

  it('waits for the NAV of the trade date', () => {
    expect(() => decide(purchase('1000'), '970031', null)).toThrow(
      expect.objectContaining({
        kind: 'missing-data',
        message: '970031在2026-11-23的净值尚未公布，暂不能确认',
      }),
    );
  });

  it('confirms a subscription at par with the subscription fee table, its raise-period interest turned into shares', () => {
    const order = purchase('400000', { business: 'Subscribe', channel: 'counter', firstPurchase: true });
    const c = decide(order, '980003', null);
    // 400000 / 1.008 = 396825.3968… → 396825.40 net, 3174.60 fee. Interest from T 11-23 to the day before
    // establishment 12-01 (raise ends Monday 11-30, T+1): 8 days × 0.35 % / 360 × 400000 = 31.11 yuan.
    // Shares = (396825.40 + 31.11) / 1.0000.
    expect(outcome(c)).toEqual({
      outcome: 'full',
      confirmed: '400000.00',
      refund: '0.00',
      fee: '3174.60',
      shares: '396856.51',
      reason: null,
    });
    expect(c.interest.toFixed(2)).toBe('31.11');
  });

  it('refunds a subscription with its interest when the raise failed', () => {
    const order = purchase('400000', { business: 'Subscribe', channel: 'counter', firstPurchase: true });
    const c = confirmPurchase({
      order,
      fund: spec('980003'),
      nav: null,
      confirmedBefore: d('0'),
      raiseFailed: true,
    });
    expect(outcome(c)).toEqual({
      outcome: 'failed',
      confirmed: '0.00',
      refund: '400031.11',
      fee: null,
      shares: '0.00',
      reason: '基金募集失败，认购款项加计银行同期活期存款利息31.11元全额退回',
    });
  });

  it('takes no fee in back-end mode, and a first purchase must reach the first minimum', () => {
    const b = decide(purchase('1000', { mode: 'B' }), '970031', '1.25');
    expect(outcome(b)).toMatchObject({ outcome: 'full', fee: '0.00', shares: '800.00' });
    const small = decide(purchase('1000', { firstPurchase: true }), '970002', '1');
    expect(outcome(small)).toMatchObject({
      outcome: 'failed',
      reason: '可确认金额低于首次购买最低金额500万元，申请金额全额退回',
    });
  });
});
