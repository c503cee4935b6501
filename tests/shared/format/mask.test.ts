import fc from 'fast-check';

import { bankTail, maskAccount, maskIdNumber, maskMiddle, maskPhone } from '@/shared/format';

describe('masking', () => {
  it('keeps the first 3 and last 4 of an ID number', () => {
    expect(maskIdNumber('110101199003074514')).toBe('110***********4514');
  });

  it('masks a phone as 138****0001', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });

  it('shows a bank card as 尾号 and its last four digits', () => {
    expect(bankTail('6222 0202 0011 2233 445')).toBe('尾号3445');
    expect(bankTail('')).toBe('');
  });

  it('keeps the first 4 and last 4 of account numbers', () => {
    expect(maskAccount('F0001234567')).toBe('F000***4567');
  });

  it('never shows a short value whole', () => {
    expect(maskAccount('12345678')).toBe('******78');
    expect(maskPhone('1234')).toBe('***4');
    expect(maskIdNumber('1')).toBe('*');
    expect(maskIdNumber('')).toBe('');
  });

  const text = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFX中文') });

  it('keeps the length and shows at most head + tail characters, at the ends (property)', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (value, head, tail) => {
          const masked = maskMiddle(value, head, tail);
          expect(masked).toHaveLength(value.length);
          const shown = [...masked].filter((c) => c !== '*').length;
          expect(shown).toBeLessThanOrEqual(Math.min(head + tail, value.length));
          if (value.length > 0) expect(masked).not.toBe(value);
          if (value.length > head + tail) {
            expect(masked.slice(0, head)).toBe(value.slice(0, head));
            expect(masked.slice(value.length - tail)).toBe(value.slice(value.length - tail));
            expect(masked.slice(head, value.length - tail)).toMatch(/^\*+$/);
          }
        },
      ),
    );
  });

  it('never reveals the birth date of an 18-character ID number (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 17, maxLength: 17 }),
        (digits) => {
          const masked = maskIdNumber(`${digits}X`);
          expect(masked.slice(3, 14)).toBe('*'.repeat(11));
        },
      ),
    );
  });
});
