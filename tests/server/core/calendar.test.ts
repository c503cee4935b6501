import {
  addTradingDays,
  cutoffInstant,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  calendarRange,
  calendarWarning,
  configureCalendar,
  provisionalAmong,
  tradeDateFor,
  tradeDateRefusal,
  tradingDaysBetween,
  tradingMoment,
} from '@/server/core/calendar';
import { loadExchangeCalendar } from '@/server/core/exchange-holidays';
import { addDays, dayNumber, weekdayOf } from '@/shared/time';

/** An instant given as Shanghai wall-clock time (UTC+8). */
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);

const CLOSURE_NOTICES = loadExchangeCalendar().notices;
const { first: CALENDAR_FIRST_DAY, publishedThrough: CALENDAR_LAST_DAY } = calendarRange();

describe('the holiday table', () => {
  const closures = CLOSURE_NOTICES.flatMap((notice) => notice.closures);

  it('reopens each closure on the day its notice names, and closes every day in between', () => {
    for (const closure of closures) {
      const from = closure.from < CALENDAR_FIRST_DAY ? CALENDAR_FIRST_DAY : closure.from;
      expect(nextTradingDay(closure.to)).toBe(closure.reopen);
      for (let day = from; day <= closure.to; day = addDays(day, 1)) expect(isTradingDay(day)).toBe(false);
    }
  });

  it('never trades on the make-up working days, which all fall on weekends', () => {
    const makeUps = closures.flatMap((closure) => closure.makeUpWorkdays);
    expect(makeUps).toHaveLength(26);
    for (const day of makeUps) {
      expect([0, 6]).toContain(weekdayOf(dayNumber(day)));
      expect(isTradingDay(day)).toBe(false);
    }
  });

  it('has as many trading days per year as the exchanges had (242, 242, 243) and 242 in 2026', () => {
    const count = (year: number) => tradingDaysBetween(`${year}0101`, `${year}1231`).length;
    expect([2023, 2024, 2025, 2026].map(count)).toEqual([242, 242, 243, 242]);
  });

  it('covers 2023-01-01 to 2026-12-31, the years whose notices are published', () => {
    expect([CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY]).toEqual(['20230101', '20261231']);
  });
});

describe('isTradingDay', () => {
  it.each([
    ['20261123', true, 'a Monday'],
    ['20261121', false, 'a Saturday'],
    ['20261122', false, 'a Sunday'],
    ['20241001', false, 'National Day'],
    ['20240209', false, 'Spring Festival eve, closed since 2024'],
    ['20241012', false, 'a make-up Saturday'],
    ['20240929', false, 'a make-up Sunday'],
    ['20230103', true, 'the first trading day of the range'],
    ['20261231', true, 'the last day of the range'],
  ])('%s is %s (%s)', (date, expected) => {
    expect(isTradingDay(date)).toBe(expected);
  });

  it('C13: refuses a date past the provisional years (picked far ahead) and says what to do', () => {
    expect(() => isTradingDay('20290102')).toThrow(
      '2029-01-02超出交易日历范围（2023-01-01至2028-12-31）：该年度休市安排尚未公布，无法推算交易日，请选择较近的日期',
    );
    expect(() => isTradingDay('20221230')).toThrow('2022-12-30早于交易日历范围（2023-01-01至2028-12-31）');
    expect(() => isTradingDay('20290102')).toThrow(expect.objectContaining({ kind: 'calendar-range' }));
  });

  it('C4: answers for a date past the published calendar in production too, on the provisional rule', () => {
    expect(calendarRange()).toMatchObject({ unpublished: 'refuse', publishedThrough: '20261231' });
    expect(isTradingDay('20270101')).toBe(false);
    expect(isTradingDay('20270104')).toBe(true);
    expect(provisionalAmong(['20261231', '20270104'])).toEqual(['20270104']);
  });

  it('refuses malformed and impossible dates', () => {
    expect(() => isTradingDay('2026-11-23')).toThrow('日期格式不正确：2026-11-23');
    expect(() => isTradingDay('20230230')).toThrow('日期格式不正确：20230230');
    expect(() => isTradingDay('20231301')).toThrow(expect.objectContaining({ kind: 'bad-input' }));
  });
});

describe('addTradingDays', () => {
  it('counts only trading days, across a long holiday', () => {
    expect(addTradingDays('20250930', 1)).toBe('20251009');
    expect(addTradingDays('20250930', 2)).toBe('20251010');
    expect(nextTradingDay('20260213')).toBe('20260224');
    expect(addTradingDays('20261120', 2)).toBe('20261124');
  });

  it('starts from a closed day as if from the last trading day before it', () => {
    expect(addTradingDays('20251004', 1)).toBe('20251009');
    expect(addTradingDays('20251004', -1)).toBe('20250930');
    expect(addTradingDays('20261122', 1)).toBe('20261123');
  });

  it('goes back with a negative n and gives the date itself for 0', () => {
    expect(previousTradingDay('20251009')).toBe('20250930');
    expect(addTradingDays('20251010', -2)).toBe('20250930');
    expect(addTradingDays('20261122', 0)).toBe('20261122');
  });

  it('C4: counts into the unpublished year (T+2 of 12-30 is 2027-01-04), refuses past it and a fractional n', () => {
    expect(addTradingDays('20261230', 1)).toBe('20261231');
    expect(addTradingDays('20261230', 2)).toBe('20270104');
    expect(() => addTradingDays('20281229', 2)).toThrow(
      '2029-01-01超出交易日历范围（2023-01-01至2028-12-31）',
    );
    expect(() => previousTradingDay('20230103')).toThrow('2022-12-31早于交易日历范围');
    expect(() => addTradingDays('20261123', 1.5)).toThrow('交易日天数必须是整数：1.5');
  });
});

describe('tradingDaysBetween', () => {
  it('lists the trading days of a span, both ends included when they trade', () => {
    expect(tradingDaysBetween('20250926', '20251010')).toEqual([
      '20250926',
      '20250929',
      '20250930',
      '20251009',
      '20251010',
    ]);
    expect(tradingDaysBetween('20251001', '20251008')).toEqual([]);
    expect(tradingDaysBetween('20230101', '20230104')).toEqual(['20230103', '20230104']);
  });
});

describe('the trade date of an instant (15:00 Asia/Shanghai cut-off)', () => {
  it('runs in a host zone that is not Shanghai, to prove the arithmetic ignores it', () => {
    expect(new Date(shanghai('2026-11-23T12:00:00')).getTimezoneOffset()).not.toBe(-480);
  });

  it('gives the same day before 15:00 and the next trading day from 15:00:00 on', () => {
    expect(tradeDateFor(shanghai('2026-11-23T00:00:00'))).toBe('20261123');
    expect(tradeDateFor(shanghai('2026-11-23T14:59:59.999'))).toBe('20261123');
    expect(tradeDateFor(shanghai('2026-11-23T15:00:00'))).toBe('20261124');
    expect(tradeDateFor(shanghai('2026-11-23T23:59:59'))).toBe('20261124');
  });

  it('moves Friday afternoon, weekends and holidays to the next trading day', () => {
    expect(tradeDateFor(shanghai('2026-11-20T15:00:00'))).toBe('20261123');
    expect(tradeDateFor(shanghai('2026-11-21T10:00:00'))).toBe('20261123');
    expect(tradeDateFor(shanghai('2026-09-30T16:00:00'))).toBe('20261008');
    expect(tradeDateFor(shanghai('2026-10-10T09:00:00'))).toBe('20261012');
  });

  it('uses the Shanghai date even when it is still the day before in UTC', () => {
    // 2026-11-22T23:30Z is Monday 07:30 in Shanghai (and Sunday evening in New York).
    expect(tradeDateFor(Date.parse('2026-11-22T23:30:00Z'))).toBe('20261123');
  });

  it('describes the moment for the trading-time state', () => {
    expect(tradingMoment(shanghai('2026-11-21T10:00:00'))).toEqual({
      date: '20261121',
      isTradingDay: false,
      beforeCutoff: false,
      tradeDate: '20261123',
    });
    expect(tradingMoment(shanghai('2026-11-23T09:00:00'))).toMatchObject({
      isTradingDay: true,
      beforeCutoff: true,
    });
    expect(tradingMoment(shanghai('2026-11-23T15:00:00'))).toMatchObject({
      isTradingDay: true,
      beforeCutoff: false,
    });
  });

  it('C10: gives the trade date of an instant after the last published cut-off (the first 2027 weekday but 元旦)', () => {
    expect(tradeDateFor(shanghai('2026-12-31T14:59:59'))).toBe('20261231');
    expect(tradeDateFor(shanghai('2026-12-31T15:00:00'))).toBe('20270104');
    expect(nextTradingDay('20261231')).toBe('20270104');
  });

  it('gives the cut-off instant of a trade date, and refuses a day that does not trade', () => {
    expect(cutoffInstant('20261123')).toBe(Date.parse('2026-11-23T07:00:00Z'));
    expect(tradeDateFor(cutoffInstant('20261123') - 1)).toBe('20261123');
    expect(() => cutoffInstant('20261121')).toThrow('2026-11-21不是交易日');
  });
});

describe('years not yet published', () => {
  afterEach(() => configureCalendar({ unpublished: 'refuse' }));

  it('a provisional calendar trades on the weekdays of 2027 but the fixed-date holidays, and names its dates 预计', () => {
    configureCalendar({ unpublished: 'provisional' });
    expect(calendarRange()).toMatchObject({
      publishedThrough: '20261231',
      last: '20281231',
      knownThrough: '20281231',
    });
    expect(isTradingDay('20270101')).toBe(false);
    expect(isTradingDay('20270104')).toBe(true);
    expect(tradingDaysBetween('20270501', '20270507')).toEqual(['20270506', '20270507']);
    expect(tradingDaysBetween('20270930', '20271011')).toEqual(['20270930', '20271008', '20271011']);
    expect(addTradingDays('20261230', 2)).toBe('20270104');
    expect(provisionalAmong(['20261231', '20270104', null])).toEqual(['20270104']);
    expect(() => isTradingDay('20290102')).toThrow('超出交易日历范围');
  });

  it('C4: production takes a trade date through 19 January of the unpublished year, refusing later ones with what to do', () => {
    expect(calendarRange()).toMatchObject({ knownThrough: '20270119', last: '20281231' });
    expect(tradeDateRefusal('20270119')).toBeNull();
    expect(tradeDateRefusal('20270120')).toBe(
      '2027年休市安排尚未公布，暂不能受理交易日为2027-01-20的申请；休市安排公布后即可办理，如需帮助请致电客服热线95517',
    );
  });

  it('C9, C11: warns from 60 days before the published calendar ends, says what to do and that nothing stops', () => {
    const action =
      '国务院办公厅公布2027年节假日安排后，请即将2027年休市安排加入交易日历文件（npm run calendar:check 校验后保存，无需重启）';
    const rule = '2027年的日期按预计交易日历推算并标注预计，交易日晚于2027-01-19的申请暂不受理';
    expect(calendarWarning('20261031')).toBeNull();
    expect(calendarWarning('20261101')).toBe(`交易日历仅公布至2026-12-31，还剩60天；${rule}；${action}`);
    expect(calendarWarning('20270104')).toBe(`交易日历已于2026-12-31结束，${rule}；${action}`);
  });
});
