import { documentTitle, evidenceNumber } from '@/shared/format';

describe('words for people on evidence screens (issue 38 item 7)', () => {
  it('a record’s 存证编号 is read off its digest in groups of four', () => {
    expect(evidenceNumber('5f740b6d4b081a2c' + '0'.repeat(48))).toBe('CZ-5F74-0B6D-4B08-1A2C');
  });

  it('a document is named by its title, without its file extension', () => {
    expect(documentTitle('国证资管稳健配置混合产品资料概要.html')).toBe('国证资管稳健配置混合产品资料概要');
    expect(documentTitle('风险揭示书.PDF')).toBe('风险揭示书');
    expect(documentTitle('电子签名约定书')).toBe('电子签名约定书');
  });
});
