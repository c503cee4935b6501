import { formatMoney, formatMoneyInWan, formatPercent } from '@/shared/format';

describe('formatMoney', () => {
  it.each([
    [0, '0.00元'],
    [9999.5, '9,999.50元'],
    [9999.994, '9,999.99元'],
    [-9999, '-9,999.00元'],
    ['1234.5', '1,234.50元'],
    [1.005, '1.01元'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    ['10822.00', '10,822.00元'],
    [10000, '10,000.00元'],
    [123456, '123,456.00元'],
    ['2000000.00', '2,000,000.00元'],
    [-20000, '-20,000.00元'],
    ['300000', '300,000.00元'],
  ])('shows amounts of 1万 or more to the fen, never in 万: %s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('formats a back-office decimal text digit by digit, past what a float holds', () => {
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01元');
    expect(formatMoney('10822.005')).toBe('10,822.01元');
    expect(formatMoney('-0.004')).toBe('0.00元');
    expect(formatMoney('999.995')).toBe('1,000.00元');
  });

  it('takes another currency or none', () => {
    expect(formatMoney(50000, { currency: '美元' })).toBe('50,000.00美元');
    expect(formatMoney(12.3, { currency: '' })).toBe('12.30');
  });

  it('shows -- for missing or unreadable amounts', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('--');
    }
  });
});

describe('formatMoneyInWan (a summary that says 万)', () => {
  it.each([
    [10000, '1.00万元'],
    [123456, '12.35万元'],
    [-20000, '-2.00万元'],
    [9999.5, '9,999.50元'],
    [null, '--'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoneyInWan(value)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it('shows two decimals by default', () => {
    expect(formatPercent(3.256)).toBe('3.26%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-1.005)).toBe('-1.01%');
  });

  it('takes other decimals and ratios', () => {
    expect(formatPercent(3.256, { decimals: 1 })).toBe('3.3%');
    expect(formatPercent(0.03256, { fromRatio: true })).toBe('3.26%');
    expect(formatPercent('12', { decimals: 0 })).toBe('12%');
  });

  it('shows -- for unreadable values', () => {
    expect(formatPercent(null)).toBe('--');
    expect(formatPercent('x')).toBe('--');
  });
});
