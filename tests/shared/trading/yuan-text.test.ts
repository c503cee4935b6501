import { Decimal } from '@/server/core/money';
import { yuanText } from '@/shared/trading';

describe('an amount in a rule’s message', () => {
  it('is exact, in ten-thousands from 10000 (spec §9)', () => {
    expect(yuanText('1000')).toBe('1000元');
    expect(yuanText('999.50')).toBe('999.5元');
    expect(yuanText('9999.99')).toBe('9999.99元');
    expect(yuanText('10000')).toBe('1万元');
    expect(yuanText('5000000.00')).toBe('500万元');
    expect(yuanText('12345.6')).toBe('1.23456万元');
  });

  it('takes the back office’s strict decimals', () => {
    expect(yuanText(new Decimal('12345.6'))).toBe('1.23456万元');
  });
});
