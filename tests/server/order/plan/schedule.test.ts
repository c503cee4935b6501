import { isTradingDay } from '@/server/core/calendar';
import { debitDate, nextPeriodDate, planAmountRefusal, planCycleRefusal } from '@/shared/trading';

/** 定投 schedule (issue 42 item 1): the period's date from the cycle, the debit on it or the next trading day. */
describe('plan schedule (定投扣款日)', () => {
  it('every week: the next chosen weekday strictly after the day given', () => {
    // 2026-11-23 is a Monday.
    expect(nextPeriodDate({ frequency: 'weekly', day: 3 }, '20261123')).toBe('20261125');
    expect(nextPeriodDate({ frequency: 'weekly', day: 1 }, '20261123')).toBe('20261130');
    expect(nextPeriodDate({ frequency: 'weekly', day: 5 }, '20261127')).toBe('20261204');
  });

  it('every two weeks: fourteen days from the plan’s first period, whatever day it is asked after', () => {
    const cycle = { frequency: 'biweekly', day: 3 } as const;
    expect(nextPeriodDate(cycle, '20261123')).toBe('20261125');
    expect(nextPeriodDate(cycle, '20261125', '20261125')).toBe('20261209');
    expect(nextPeriodDate(cycle, '20261203', '20261125')).toBe('20261209');
    expect(nextPeriodDate(cycle, '20261210', '20261125')).toBe('20261223');
  });

  it('every month: the chosen day of this month if still ahead, else of the next (December rolls into January)', () => {
    expect(nextPeriodDate({ frequency: 'monthly', day: 28 }, '20261123')).toBe('20261128');
    expect(nextPeriodDate({ frequency: 'monthly', day: 5 }, '20261123')).toBe('20261205');
    expect(nextPeriodDate({ frequency: 'monthly', day: 23 }, '20261123')).toBe('20261223');
    expect(nextPeriodDate({ frequency: 'monthly', day: 1 }, '20261215')).toBe('20270101');
  });

  it('a closed day moves the debit to the next trading day: weekends and the exchanges’ holidays', () => {
    // 2026-11-28 is a Saturday; 2027-01-01 is New Year's Day (a Friday), 2027-01-04 the Monday after.
    expect(debitDate('20261128', isTradingDay)).toBe('20261130');
    expect(debitDate('20270101', isTradingDay)).toBe('20270104');
    expect(debitDate('20261125', isTradingDay)).toBe('20261125');
  });

  it('a day outside the cycle is refused in words: weekdays 1–5, month days 1–28', () => {
    expect(planCycleRefusal({ frequency: 'weekly', day: 6 })).toBe('定投扣款日请选择周一至周五中的一天');
    expect(planCycleRefusal({ frequency: 'biweekly', day: 0 })).toBe('定投扣款日请选择周一至周五中的一天');
    expect(planCycleRefusal({ frequency: 'monthly', day: 29 })).toBe('每月定投扣款日请选择1日至28日中的一天');
    expect(planCycleRefusal({ frequency: 'monthly', day: 28 })).toBeNull();
  });

  it('the amount per period is at least the fund’s minimum for plans', () => {
    expect(planAmountRefusal('99.99', '100')).toBe('每期定投金额不能低于100元');
    expect(planAmountRefusal('100.00', '100')).toBeNull();
  });
});
