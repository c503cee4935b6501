import { formatDate, formatDateTime, formatHms, formatValidityDate, shanghaiYyyyMmDd } from '@/shared/time';

// The jest setup runs in America/New_York: these prove the output is Shanghai time regardless.
describe('dates in Asia/Shanghai', () => {
  it('runs under another host zone', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(300);
  });

  it('formats instants as Shanghai wall time', () => {
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatDateTime(new Date('2024-07-01T16:30:00Z'))).toBe('2024-07-02 00:30:00');
    expect(formatDateTime('20261123103005')).toBe('2026-11-23 10:30:05');
    expect(formatDate('2024-03-10T18:00:00Z')).toBe('2024-03-11');
  });

  it('reads yyyyMMdd and zone-less times as Shanghai dates', () => {
    expect(formatDate('20240229')).toBe('2024-02-29');
    expect(formatDateTime('2024-11-03 01:30:00')).toBe('2024-11-03 01:30:00');
    expect(formatDate('20230229')).toBe('--');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it('keeps a Shanghai wall time that does not exist in the host zone (New York springs forward)', () => {
    expect(formatDateTime('2024-03-10 02:30:00')).toBe('2024-03-10 02:30:00');
    expect(formatDateTime(Date.parse('2024-03-10T02:30:00+08:00'))).toBe('2024-03-10 02:30:00');
  });

  it('reads Shanghai time without Intl: no zone data to load on a phone (issue 30)', async () => {
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    // A fresh copy of the module and its libraries, as a page loads them: nothing cached from the tests above.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/shared/time');
      expect(fresh.formatDateTime('20261123103005')).toBe('2026-11-23 10:30:05');
      expect(fresh.shanghaiYyyyMmDd(Date.parse('2024-01-01T20:00:00-05:00'))).toBe('20240102');
    });
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('shows the long-term end date 99991231 as 长期', () => {
    expect(formatValidityDate('99991231')).toBe('长期');
    expect(formatValidityDate('20300101')).toBe('2030-01-01');
  });

  it('formats HHMMSS remittance times', () => {
    expect(formatHms('153000')).toBe('15:30:00');
    expect(formatHms('1530')).toBe('--');
  });

  it("gives today's Shanghai date even when it is still yesterday in New York", () => {
    expect(shanghaiYyyyMmDd(Date.parse('2024-01-01T20:00:00-05:00'))).toBe('20240102');
  });
});
