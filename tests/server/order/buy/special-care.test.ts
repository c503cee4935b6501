import { ageOn, birthDateOnFile, specialCareReasons } from '@/server/order/buy/special-care';

describe('who gets special care (办法 特别注意义务; review U10)', () => {
  it('an investor is 65 on the 65th birthday, not the day before (a 29 February birthday counts from 1 March)', () => {
    expect(ageOn('19611127', '20261126')).toBe(64);
    expect(ageOn('19611127', '20261127')).toBe(65);
    expect(ageOn('19600229', '20250228')).toBe(64);
    expect(ageOn('19600229', '20250301')).toBe(65);
  });

  it('the birth date is read from a resident ID number only (not from an organisation code)', () => {
    expect(birthDateOnFile({ id_type: '0', id_no: '110105195806183017' })).toBe('19580618');
    expect(birthDateOnFile({ id_type: 'I', id_no: '91440300MA5F8K2Q3U' })).toBeNull();
  });

  it('an ordinary investor of 65 or more, or without a confirmed purchase, is special; a professional never', () => {
    const facts = { statusCode: '0' as const, today: '20261127', confirmedPurchase: true };
    expect(specialCareReasons({ ...facts, birthDate: '19611127' })).toEqual(['elderly']);
    expect(specialCareReasons({ ...facts, birthDate: '19611128' })).toEqual([]);
    expect(specialCareReasons({ ...facts, birthDate: null, confirmedPurchase: false })).toEqual([
      'firstPurchase',
    ]);
    expect(
      specialCareReasons({ ...facts, statusCode: '6', birthDate: '19400101', confirmedPurchase: false }),
    ).toEqual([]);
  });
});
