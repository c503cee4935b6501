import { fastPayLeftToday, fastPayRefusal } from '@/shared/trading';

const ICBC = { singleLimit: '50000.00', dailyLimit: '50000.00' };
const CMB = { singleLimit: '50000.00', dailyLimit: '200000.00' };
const refusal = (amount: string, limits: { singleLimit: string; dailyLimit: string }, paidToday = '0.00') =>
  fastPayRefusal({ amount, bankName: '中国工商银行', limits: { ...limits, paidToday } });

describe('fast pay limits (shared by the order page and the back office)', () => {
  it('an order may use up to the bank’s single-order limit, not a fen more', () => {
    expect(refusal('50000.00', ICBC)).toBeNull();
    expect(refusal('50000.01', CMB)).toBe('超过中国工商银行快捷支付单笔限额5万元，请减少金额或选择汇款支付');
  });

  it('what the card paid today counts against its daily limit, in decimal', () => {
    expect(refusal('20000.00', ICBC, '30000.00')).toBeNull();
    expect(refusal('20000.01', ICBC, '30000.00')).toBe(
      '超过中国工商银行快捷支付单日限额5万元，该卡今日已支付3万元，最多还可支付2万元，请减少金额或选择汇款支付',
    );
    expect(refusal('0.01', ICBC, '50000.00')).toBe(
      '该卡今日快捷支付已达中国工商银行单日限额5万元，请明日再试或选择汇款支付',
    );
    expect(fastPayLeftToday({ ...CMB, paidToday: '150000.10' }).toFixed(2)).toBe('49999.90');
  });
});
