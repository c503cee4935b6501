import {
  parseQuickCashAmount,
  QUICK_CASH_DAILY_LIMIT,
  QUICK_CASH_TEXT,
  quickCashLeftToday,
  quickCashRefusal,
} from '@/shared/trading';

const room = { leftToday: '10000.00', poolLeft: '1000000.00', available: '30000.00' };

describe('快速取现 rules both the page and the back office apply (shared/trading/quick-cash.ts)', () => {
  it('quota per investor per fund per natural day: 1万元, shown as what is left today, never below 0', () => {
    expect(QUICK_CASH_DAILY_LIMIT).toBe('10000.00');
    expect(quickCashLeftToday('0').toFixed(2)).toBe('10000.00');
    expect(quickCashLeftToday('6000.50').toFixed(2)).toBe('3999.50');
    expect(quickCashLeftToday('10000.00').toFixed(2)).toBe('0.00');
    expect(quickCashLeftToday('12000').toFixed(2)).toBe('0.00');
  });

  it('quota used: refused with its reason and the way on (普通取现)', () => {
    expect(quickCashRefusal('1.00', { ...room, leftToday: '0.00' })).toBe(QUICK_CASH_TEXT.quotaUsed);
    expect(QUICK_CASH_TEXT.quotaUsed).toContain('普通取现');
    expect(quickCashRefusal('10000.01', room)).toBe(
      '超出今日快速取现剩余额度，今日最多还可快速取现10000.00元',
    );
    expect(quickCashRefusal('10000.00', room)).toBeNull();
  });

  it('pool exhausted: refused when the fund’s pool of the day is used up, or holds less than asked', () => {
    expect(quickCashRefusal('1.00', { ...room, poolLeft: '0.00' })).toBe(QUICK_CASH_TEXT.poolUsed);
    expect(quickCashRefusal('500.00', { ...room, poolLeft: '499.99' })).toBe(
      QUICK_CASH_TEXT.overPool('499.99'),
    );
  });

  it('never more than the shares available (1 share = 1元)', () => {
    expect(quickCashRefusal('800.00', { ...room, available: '799.99' })).toBe(
      '可取现金额不足，最多可取现799.99元',
    );
  });

  it('bad input: anything but an amount above 0 with at most two places is refused in Chinese', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '0',
      '0.00',
      '-1',
      '1.234',
      '1e3',
      '01',
      '1,000',
      '1.2.3',
      '.5',
      'Infinity',
    ]) {
      expect([text, parseQuickCashAmount(text)]).toEqual([text, null]);
      expect(quickCashRefusal(parseQuickCashAmount(text), room)).toBe(QUICK_CASH_TEXT.notYuan);
    }
    expect(parseQuickCashAmount(' 10000 ')?.toFixed(2)).toBe('10000.00');
    expect(parseQuickCashAmount('0.5')?.toFixed(2)).toBe('0.50');
  });
});
