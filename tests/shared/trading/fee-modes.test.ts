import Big from 'big.js';

import {
  backEndFee,
  FEE_MODE_TEXT,
  feeModeRefusal,
  feeModesOffered,
  heldPeriodText,
  rateForDaysHeld,
} from '@/shared/trading';

const SCHEDULE = [
  { fromDays: 0, rate: '0.018' },
  { fromDays: 365, rate: '0.012' },
  { fromDays: 1095, rate: '0.006' },
  { fromDays: 1825, rate: '0' },
];

describe('fee modes (收费方式)', () => {
  it('a fund with a back-end schedule offers 前端收费 and 后端收费, front-end first; one without offers A only', () => {
    expect(feeModesOffered(SCHEDULE)).toEqual(['A', 'B']);
    expect(feeModesOffered(null)).toEqual(['A']);
    expect(feeModesOffered([])).toEqual(['A']);
  });

  it('B is refused where the fund offers no back-end shares: 该产品不支持后端收费', () => {
    expect(feeModeRefusal('B', null)).toBe(FEE_MODE_TEXT.unsupported);
    expect(FEE_MODE_TEXT.unsupported).toBe('该产品不支持后端收费');
    expect(feeModeRefusal('B', SCHEDULE)).toBeNull();
    expect(feeModeRefusal('A', null)).toBeNull();
  });

  it('the back-end rate is that of the years held (365 days to the year): 1.8 % under a year, 0 from five', () => {
    expect(rateForDaysHeld(SCHEDULE, 0).toString()).toBe('0.018');
    expect(rateForDaysHeld(SCHEDULE, 364).toString()).toBe('0.018');
    expect(rateForDaysHeld(SCHEDULE, 365).toString()).toBe('0.012');
    expect(rateForDaysHeld(SCHEDULE, 1094).toString()).toBe('0.012');
    expect(rateForDaysHeld(SCHEDULE, 1095).toString()).toBe('0.006');
    expect(rateForDaysHeld(SCHEDULE, 1825).toString()).toBe('0');
  });

  it('后端申购费 = 赎回份额 × 申购日净值 × rate (F5)', () => {
    expect(backEndFee(new Big('1000'), new Big('1.2345'), new Big('0.012')).toString()).toBe('14.814');
  });

  it('the holding periods read as a prospectus writes them', () => {
    expect(heldPeriodText(0, 365)).toBe('Y<1年');
    expect(heldPeriodText(365, 1095)).toBe('1年≤Y<3年');
    expect(heldPeriodText(1825, null)).toBe('Y≥5年');
    expect(heldPeriodText(0, 7)).toBe('Y<7天');
  });
});
