import {
  dateAtShanghaiTime,
  formatShanghaiMinute,
  formatShanghaiSecond,
  shanghaiDayNumber,
  shanghaiYyyyMmDd,
} from '@/shared/time';

// The jest setup runs in America/New_York: every answer below is Shanghai's wall clock regardless.
describe('an instant read in Shanghai time', () => {
  const lateEveningInNewYork = Date.parse('2024-01-01T20:00:00-05:00');

  it("names the instant's Shanghai date as yyyyMMdd (the back office's today and the page's)", () => {
    expect(shanghaiYyyyMmDd(lateEveningInNewYork)).toBe('20240102');
    expect(shanghaiYyyyMmDd(new Date(lateEveningInNewYork))).toBe('20240102');
    expect(shanghaiYyyyMmDd(Date.parse('2026-11-22T15:59:59Z'))).toBe('20261122');
    expect(shanghaiYyyyMmDd(Date.parse('2026-11-22T16:00:00Z'))).toBe('20261123');
    expect(() => shanghaiYyyyMmDd(Number.NaN)).toThrow(RangeError);
  });

  it('counts days that change at Shanghai midnight', () => {
    expect(
      shanghaiDayNumber(Date.parse('2026-11-22T16:00:00Z')) -
        shanghaiDayNumber(Date.parse('2026-11-22T15:59:59Z')),
    ).toBe(1);
    expect(shanghaiDayNumber(Date.parse('1970-01-01T16:00:00Z'))).toBe(1);
  });

  it('gives the Date of a Shanghai wall-clock time, and nothing for a day that does not exist', () => {
    expect(dateAtShanghaiTime(2024, 3, 10, 2, 30)?.toISOString()).toBe('2024-03-09T18:30:00.000Z');
    expect(dateAtShanghaiTime(2023, 2, 29)).toBeUndefined();
  });

  it('formats the minute and the second the back office writes in its messages and signing records', () => {
    expect(formatShanghaiMinute(lateEveningInNewYork)).toBe('2024-01-02 09:00');
    expect(formatShanghaiSecond(Date.parse('2024-07-01T16:30:05Z'))).toBe('2024-07-02 00:30:05');
    expect(() => formatShanghaiSecond(Number.NaN)).toThrow(RangeError);
  });
});
