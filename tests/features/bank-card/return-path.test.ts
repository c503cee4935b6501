import { returnPath } from '@/features/bank-card/return-path';

describe('where 开通快捷支付 returns to (?back= of 去开通快捷支付)', () => {
  it('is the order screen the link came from, with its query', () => {
    expect(returnPath('/trade-center/purchase/order?fundCode=970031')).toBe(
      '/trade-center/purchase/order?fundCode=970031',
    );
  });

  it('is never another site, a scheme, or a path with a backslash or a space', () => {
    for (const raw of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil',
      '/a b',
      '',
      null,
    ]) {
      expect(returnPath(raw)).toBeNull();
    }
  });
});
