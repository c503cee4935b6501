import fc from 'fast-check';

import { birthDateOfResidentId, isValidResidentId, residentIdCheckChar } from '@/shared/validation';

const NOW = Date.parse('2024-06-01T12:00:00+08:00');

/** A valid ID number built from parts, with the check character computed by the reference formula. */
function build(area: string, birth: string, seq: string): string {
  const first17 = `${area}${birth}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2024-05-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10).replace(/-/g, ''));
const areaArb = fc.integer({ min: 110000, max: 999999 }).map(String);
const seqArb = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));

describe('resident ID number (GB 11643)', () => {
  it('accepts real numbers, with X in either case', () => {
    expect(isValidResidentId('11010519491231002X', NOW)).toBe(true);
    expect(isValidResidentId('11010519491231002x', NOW)).toBe(true);
    expect(isValidResidentId('110101199003074514', NOW)).toBe(true);
    expect(birthDateOfResidentId('110101199003074514')).toBe('19900307');
  });

  it('rejects a wrong check character, a wrong length, letters and a leading 0', () => {
    expect(isValidResidentId('110101199003074515', NOW)).toBe(false);
    expect(isValidResidentId('11010119900307451', NOW)).toBe(false);
    expect(isValidResidentId('1101011990030745144', NOW)).toBe(false);
    expect(isValidResidentId('11010119900307A514', NOW)).toBe(false);
    expect(isValidResidentId(build('010101', '19900307', '451'), NOW)).toBe(false);
  });

  it('rejects dates that do not exist, before 1900 or in the future (Shanghai today)', () => {
    expect(isValidResidentId(build('110101', '20230229', '001'), NOW)).toBe(false);
    expect(isValidResidentId(build('110101', '19901301', '001'), NOW)).toBe(false);
    expect(isValidResidentId(build('110101', '18991231', '001'), NOW)).toBe(false);
    expect(isValidResidentId(build('110101', '20240602', '001'), NOW)).toBe(false);
    expect(isValidResidentId(build('110101', '20240601', '001'), NOW)).toBe(true);
    expect(isValidResidentId(build('110101', '20000229', '001'), NOW)).toBe(true);
  });

  it('uses the Shanghai date for "today", not the browser zone (New York here)', () => {
    const eveningInNewYork = Date.parse('2024-06-01T20:00:00-04:00'); // already 2 June in Shanghai
    expect(isValidResidentId(build('110101', '20240602', '001'), eveningInNewYork)).toBe(true);
    expect(isValidResidentId(build('110101', '20240603', '001'), eveningInNewYork)).toBe(false);
  });

  it('accepts every well-formed number and rejects any other check character (property)', () => {
    fc.assert(
      fc.property(areaArb, dateArb, seqArb, fc.constantFrom(...'0123456789X'), (area, birth, seq, other) => {
        const id = build(area, birth, seq);
        expect(isValidResidentId(id, NOW)).toBe(true);
        expect(residentIdCheckChar(id.slice(0, 17))).toBe(id[17]);
        if (other !== id[17]) expect(isValidResidentId(id.slice(0, 17) + other, NOW)).toBe(false);
      }),
    );
  });

  it('catches every single-digit typo in the first 17 digits (property)', () => {
    fc.assert(
      fc.property(
        areaArb,
        dateArb,
        seqArb,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (area, birth, seq, pos, delta) => {
          const id = build(area, birth, seq);
          const typo = id.slice(0, pos) + String((Number(id[pos]) + delta) % 10) + id.slice(pos + 1);
          expect(isValidResidentId(typo, NOW)).toBe(false);
        },
      ),
    );
  });
});
