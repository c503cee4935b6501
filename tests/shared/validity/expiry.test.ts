import { expiryOf } from '@/shared/validity/expiry';

describe('expires within 30 days (expiryOf)', () => {
  it('warns 30 and 29 days ahead, not 31', () => {
    expect(expiryOf('20260131', '20260101')).toEqual({ state: 'soon', daysLeft: 30 });
    expect(expiryOf('20260130', '20260101')).toEqual({ state: 'soon', daysLeft: 29 });
    expect(expiryOf('20260201', '20260101')).toEqual({ state: 'valid', daysLeft: 31 });
  });

  it('the end date is the last valid day: soon on it, expired the day after', () => {
    expect(expiryOf('20260315', '20260315')).toEqual({ state: 'soon', daysLeft: 0 });
    expect(expiryOf('20260315', '20260316')).toEqual({ state: 'expired', daysLeft: -1 });
  });

  it('a long-term document (99991231) never warns', () => {
    expect(expiryOf('99991231', '20261231')).toEqual({ state: 'longTerm' });
  });

  it('counts across the year end and a leap February', () => {
    expect(expiryOf('20270115', '20261216')).toEqual({ state: 'soon', daysLeft: 30 });
    expect(expiryOf('20270116', '20261216')).toEqual({ state: 'valid', daysLeft: 31 });
    expect(expiryOf('20280229', '20280130')).toEqual({ state: 'soon', daysLeft: 30 });
    expect(expiryOf('20280301', '20280130')).toEqual({ state: 'valid', daysLeft: 31 });
  });

  it('an unreadable or impossible date says nothing', () => {
    expect(expiryOf('20260230', '20260101')).toBeUndefined();
    expect(expiryOf('2026-01-31', '20260101')).toBeUndefined();
  });
});
