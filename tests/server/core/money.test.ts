import {
  Decimal,
  parseNav,
  parseRate,
  parseShares,
  parseYuan,
  percentText,
  roundNav,
  roundShares,
  roundYuan,
} from '@/server/core/money';

describe('decimal money', () => {
  it('rounds half-up exactly where binary floats would not', () => {
    // 1.005 is 1.00499999999999989… as a float; as a decimal it rounds up.
    expect(roundYuan(new Decimal('1.005')).toFixed(2)).toBe('1.01');
    expect(roundYuan(new Decimal('1.00499')).toFixed(2)).toBe('1.00');
    expect(roundShares(new Decimal('93830.645')).toFixed(2)).toBe('93830.65');
    expect(roundNav(new Decimal('1.23455')).toFixed(4)).toBe('1.2346');
    expect(new Decimal('0.1').plus('0.2').eq('0.3')).toBe(true);
  });

  it('refuses JavaScript numbers and silent coercion', () => {
    expect(() => new Decimal(0.1 as unknown as string)).toThrow();
    expect(() => `${+new Decimal('1')}`).toThrow();
  });

  it('parses only plain non-negative decimals with the allowed places', () => {
    expect(parseYuan('1000').toString()).toBe('1000');
    expect(parseYuan('0.5').toFixed(2)).toBe('0.50');
    expect(parseShares('12.34').toString()).toBe('12.34');
    expect(parseNav('1.2345').toString()).toBe('1.2345');
    expect(parseRate('0.000125').toString()).toBe('0.000125');
    for (const bad of ['1.234', '-1', '01', '1e3', ' 1', '', '1.', '.5', 'NaN']) {
      expect(() => parseYuan(bad)).toThrow(`金额格式不正确：${bad}`);
    }
    expect(() => parseNav('1.23456')).toThrow('净值格式不正确');
  });

  it('quotes rates as percents', () => {
    expect(percentText(new Decimal('0.015'))).toBe('1.50%');
    expect(percentText(new Decimal('0.0212345'), 3)).toBe('2.123%');
  });
});
