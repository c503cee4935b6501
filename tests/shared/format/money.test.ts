import { formatMoney, formatPercent } from '@/shared/format';

describe('formatMoney', () => {
  it.each([
    [0, '0.00元'],
    [9999.5, '9,999.50元'],
    [9999.994, '9,999.99元'],
    [10000, '1.00万元'],
    [123456, '12.35万元'],
    [123456789, '12,345.68万元'],
    [-20000, '-2.00万元'],
    [-9999, '-9,999.00元'],
    ['1234.5', '1,234.50元'],
    [1.005, '1.01元'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('takes another currency or none', () => {
    expect(formatMoney(50000, { currency: '美元' })).toBe('5.00万美元');
    expect(formatMoney(12.3, { currency: '' })).toBe('12.30');
  });

  it('shows -- for missing or unreadable amounts', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value)).toBe('--');
    }
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
