import { certificationState, uploadRefusal, validThrough } from '@/server/investor/rules';

const TODAY = '20261123';

describe('certification state', () => {
  it.each([
    ['under review wins over anything', { endDate: '20281122', latestFlag: '0' }, 'checking'],
    ['valid for more than 30 days', { endDate: '20261223', latestFlag: '1' }, 'checkPass'],
    ['valid for 29 more days: new proofs welcome', { endDate: '20261222', latestFlag: '1' }, 'upload'],
    ['the last day', { endDate: TODAY, latestFlag: null }, 'upload'],
    ['rejected, nothing valid', { endDate: null, latestFlag: '2' }, 'checkFail'],
    ['flag 3 is a rejection too', { endDate: '20250101', latestFlag: '3' }, 'checkFail'],
    ['lapsed', { endDate: '20261122', latestFlag: '1' }, 'checkExpired'],
    ['never', { endDate: null, latestFlag: null }, 'empty'],
  ] as const)('%s', (_, facts, state) => {
    expect(certificationState({ ...facts, today: TODAY })).toBe(state);
  });
});

describe('upload refusals', () => {
  const base = {
    isOrganisation: false,
    pending: false,
    qualifiedEnd: null,
    professionalEnd: null,
    today: TODAY,
  };
  it('organisations, then a pending application, then a standing certification', () => {
    expect(uploadRefusal({ ...base, level: 'qualified', isOrganisation: true, pending: true })?.[0]).toBe(
      400035,
    );
    expect(uploadRefusal({ ...base, level: 'qualified', pending: true })?.[0]).toBe(402007);
    expect(uploadRefusal({ ...base, level: 'qualified', professionalEnd: '20271231' })?.[0]).toBe(402006);
    expect(uploadRefusal({ ...base, level: 'professional', qualifiedEnd: '20271231' })).toBeNull();
  });

  it('a certification in its last 30 days may be renewed', () => {
    expect(uploadRefusal({ ...base, level: 'qualified', qualifiedEnd: '20261223' })?.[0]).toBe(402006);
    expect(uploadRefusal({ ...base, level: 'qualified', qualifiedEnd: '20261222' })).toBeNull();
  });

  it('is valid one year, through the day before the anniversary (P1: a recent asset proof)', () => {
    expect(validThrough(TODAY)).toBe('20271122');
    expect(validThrough('20280229')).toBe('20290228');
  });
});
