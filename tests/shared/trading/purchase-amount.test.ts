import { Decimal } from '@/server/core/money';
import { purchaseAmountRefusal, type PurchaseLimits } from '@/shared/trading';

/** The one statement of the purchase amount rule: the order page and the back office both apply it. */
const limits: PurchaseLimits = { minFirst: '1000', minAdditional: '100', maxPerDay: '5000000' };
const check = (amount: string, firstPurchase: boolean, appliedToday = '0', l = limits) =>
  purchaseAmountRefusal({ amount, limits: l, firstPurchase, appliedToday });

describe('the purchase amount', () => {
  it('refuses nothing within the limits, the limits themselves included', () => {
    expect(check('1000', true)).toBeNull();
    expect(check('100', false)).toBeNull();
    expect(check('5000000', true)).toBeNull();
    expect(check('4000000', false, '1000000')).toBeNull();
  });

  it('refuses a zero amount and amounts under the first or additional minimum', () => {
    expect(check('0', true)).toBe('购买金额须大于0元');
    expect(check('999.99', true)).toBe('首次购买金额不能低于1000元');
    expect(check('99.99', false)).toBe('追加购买金额不能低于100元');
    expect(check('9999.99', true, '0', { ...limits, minFirst: '10000' })).toBe('首次购买金额不能低于1万元');
  });

  it('refuses what passes the daily cap, saying how much is left', () => {
    expect(check('5000000.01', true)).toBe('单日累计购买金额不能超过500万元');
    expect(check('4000000.01', false, '1000000')).toBe(
      '超过单日购买上限500万元，今日已申请100万元，最多还可购买400万元',
    );
    expect(check('100', false, '5000000')).toBe('今日购买金额已达单日上限500万元，请下一个交易日再来');
  });

  it('compares in decimal, not binary floats', () => {
    expect(check('0.3', false, '0', { ...limits, minAdditional: '0.30' })).toBeNull();
    expect(check('0.29', false, '0', { ...limits, minAdditional: '0.30' })).toBe('追加购买金额不能低于0.3元');
  });

  it('refuses more than 10亿元 in one order whatever the fund (issue 39, low: per-order maximum)', () => {
    const open = { minFirst: null, minAdditional: null, maxPerDay: null };
    const refused = '单笔购买金额不能超过10亿元，如需大额购买请致电客服热线95517';
    expect(check('1000000000.00', false, '0', open)).toBeNull();
    expect(check('1000000000.01', false, '0', open)).toBe(refused);
    expect(check('9999999999999.99', true, '0', limits)).toBe(refused);
  });

  it('has no minimum or cap where the fund sets none', () => {
    const open = { minFirst: null, minAdditional: null, maxPerDay: null };
    expect(check('1000000000', false, '0', open)).toBeNull();
    expect(check('0.01', true, '0', open)).toBeNull();
  });

  it('reads the back office’s strict decimals as it reads the page’s text', () => {
    const refusal = purchaseAmountRefusal({
      amount: new Decimal('4000000.01'),
      limits,
      firstPurchase: false,
      appliedToday: new Decimal('1000000'),
    });
    expect(refusal).toBe('超过单日购买上限500万元，今日已申请100万元，最多还可购买400万元');
  });
});
