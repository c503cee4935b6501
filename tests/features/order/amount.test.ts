import { type AmountLimits, validatePurchaseAmount } from '@/features/order';
import { normalizeAmountInput } from '@/features/trade-kit';

const LIMITS: AmountLimits = { minFirst: '1000', minAdditional: 100, maxPerDay: '500000.00' };
const first = (text: string, limits: AmountLimits = LIMITS) =>
  validatePurchaseAmount(text, { limits, isFirstPurchase: true });
const more = (text: string, limits: AmountLimits = LIMITS) =>
  validatePurchaseAmount(text, { limits, isFirstPurchase: false });

describe('the purchase amount', () => {
  it('keeps only what an amount may hold while typing', () => {
    expect(normalizeAmountInput('1,000.456')).toBe('1000.45');
    expect(normalizeAmountInput('007')).toBe('7');
    expect(normalizeAmountInput('.5')).toBe('0.5');
    expect(normalizeAmountInput('12.3.4')).toBe('12.34');
    expect(normalizeAmountInput('１２３。５')).toBe('123.5');
    expect(normalizeAmountInput('abc')).toBe('');
    expect(normalizeAmountInput('100.')).toBe('100.');
  });

  it('asks for an amount, a well-formed one, then applies the shared rule to it', () => {
    expect(first('')).toBe('请输入购买金额');
    expect(first('   ')).toBe('请输入购买金额');
    expect(first('12.345')).toBe('请输入正确的金额，最多保留两位小数');
    expect(first('1e5')).toBe('请输入正确的金额，最多保留两位小数');
    // The rule itself is stated once, in tests/shared/trading/purchase-amount.test.ts.
    expect(first('0.00')).toBe('购买金额须大于0元');
    expect(first('999.99')).toBe('首次购买金额不能低于1000元');
    expect(more('99.99')).toBe('追加购买金额不能低于100元');
    expect(more('999.51', { ...LIMITS, appliedToday: '499000.5' })).toBe(
      '超过单日购买上限50万元，今日已申请49.90005万元，最多还可购买999.5元',
    );
  });

  it('treats absent or unreadable limits as no limit, and stops at the 大写 range', () => {
    expect(first('1', {})).toBeUndefined();
    expect(first('5', { minFirst: null, maxPerDay: 'n/a' })).toBeUndefined();
    expect(first('1000000000000000', {})).toBe('购买金额超出可办理的范围');
    // Below the 大写 range, the per-order maximum (10亿元, issue 39) applies.
    expect(first('999999999999999.99', {})).toBe(
      '单笔购买金额不能超过10亿元，如需大额购买请致电客服热线95517',
    );
    expect(first('1000000000.00', {})).toBeUndefined();
  });
});
