import { isUnlocked, unlockDate } from '@/server/holding/lock';

const SEVEN_DAYS = { unit: 'day', length: 7, rolling: false } as const;
const ONE_YEAR = { unit: 'month', length: 12, rolling: false } as const;
const SIX_MONTHS = { unit: 'month', length: 6, rolling: false } as const;
const ROLLING_30 = { unit: 'day', length: 30, rolling: true } as const;

describe('minimum holding periods (最短持有期): a lot cannot be redeemed before its lock ends', () => {
  it('7天持有: from the 7th day after registration (the first trading day on or after it)', () => {
    expect(unlockDate(SEVEN_DAYS, '20261102', '20261106')).toBe('20261109');
    expect(isUnlocked(SEVEN_DAYS, '20261102', '20261106')).toBe(false);
    expect(isUnlocked(SEVEN_DAYS, '20261102', '20261109')).toBe(true);
    expect(isUnlocked(SEVEN_DAYS, '20261102', '20261120')).toBe(true);
  });

  it('一年持有期 and 6个月持有期: from the same day a year or six months on (a missing day clamped to the month end)', () => {
    expect(unlockDate(ONE_YEAR, '20250303', '20250601')).toBe('20260303');
    expect(isUnlocked(ONE_YEAR, '20250303', '20260302')).toBe(false);
    expect(isUnlocked(ONE_YEAR, '20250303', '20260303')).toBe(true);
    // 2026-03-31 + 6 months = 2026-09-30; 2026-02-28 + 6 months = 2026-08-28.
    expect(unlockDate(SIX_MONTHS, '20260331', '20260401')).toBe('20260930');
    expect(unlockDate(SIX_MONTHS, '20260228', '20260301')).toBe('20260828');
  });

  it('30天滚动持有: only on each period end (the first trading day on or after it); otherwise it rolls on', () => {
    // Registered 2026-09-01: the first period ends on 10-01 (National Day), redeemable on 10-08 only.
    expect(unlockDate(ROLLING_30, '20260901', '20260915')).toBe('20261008');
    expect(isUnlocked(ROLLING_30, '20260901', '20260915')).toBe(false);
    expect(isUnlocked(ROLLING_30, '20260901', '20261008')).toBe(true);
    // The next day it has rolled into the second period, ending Saturday 10-31: Monday 11-02.
    expect(unlockDate(ROLLING_30, '20260901', '20261009')).toBe('20261102');
    expect(isUnlocked(ROLLING_30, '20260901', '20261009')).toBe(false);
  });

  it('no period: every lot is redeemable', () => {
    expect(unlockDate(null, '20261102', '20261102')).toBeNull();
    expect(isUnlocked(null, '20261102', '20261102')).toBe(true);
  });
});
