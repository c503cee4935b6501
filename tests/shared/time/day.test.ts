import {
  addDays,
  addMonths,
  dashed,
  dayNumber,
  daysBetween,
  fromDayNumber,
  shanghaiInstant,
  shanghaiParts,
  weekdayOf,
} from '@/shared/time';

describe('yyyyMMdd arithmetic', () => {
  it('round-trips dates through day numbers and knows the weekday', () => {
    expect(dayNumber('19700101')).toBe(0);
    expect(fromDayNumber(dayNumber('20240229'))).toBe('20240229');
    expect(weekdayOf(dayNumber('20261123'))).toBe(1);
    expect(weekdayOf(dayNumber('19691231'))).toBe(3);
  });

  it('adds days and months, clamping to the end of a shorter month', () => {
    expect(addDays('20241231', 1)).toBe('20250101');
    expect(daysBetween('20240101', '20250101')).toBe(366);
    expect(daysBetween('20250101', '20240101')).toBe(-366);
    expect(addMonths('20240531', -3)).toBe('20240229');
    expect(addMonths('20230331', -1)).toBe('20230228');
    expect(addMonths('20241130', 3)).toBe('20250228');
    expect(addMonths('20250115', -12)).toBe('20240115');
    expect(() => addMonths('20250231', 1)).toThrow('日期格式不正确：20250231');
  });

  it('reads an instant as Shanghai wall-clock time and back', () => {
    const instant = Date.parse('2026-11-22T23:30:05Z');
    expect(shanghaiParts(instant)).toEqual({ date: '20261123', secondOfDay: 7 * 3600 + 30 * 60 + 5 });
    expect(shanghaiInstant('20261123', '073005')).toBe(instant);
    expect(shanghaiParts(Date.parse('1969-12-31T15:59:59Z'))).toEqual({
      date: '19691231',
      secondOfDay: 86399,
    });
    expect(() => shanghaiInstant('20261123', '240000')).toThrow('时间格式不正确：240000');
    expect(dashed('20261123')).toBe('2026-11-23');
  });
});
