import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

import { addDays, dayNumber, weekdayOf, type YyyyMmDd } from '@/shared/time';

/**
 * The exchanges' holiday closures as published (上海证券交易所 and 深圳证券交易所 notices, identical each
 * year), kept as data in `exchange-calendar.json` (or the file PORTAL_CALENDAR_FILE names) so that ops add
 * next year's notice without a code change: the file is read and checked once at start, and a file that is
 * not right stops the start with the reason. Per closure: the closed period (both ends included, weekend
 * days inside it too), the day trading reopens, and the weekend days the notice names as 周末休市 — the
 * make-up working days (调休上班), working days for offices but never trading days. `reopen` and the make-up
 * days are there to check the table against the notices' own words; the calendar needs only the periods.
 *
 * `provisional.fixedClosures` are the closures assumed for a year whose notice is not published yet: the
 * fixed-date holidays only (元旦, 劳动节, 国庆节 as month-day ranges); the lunar ones cannot be placed
 * without the notice. They are used only where the configuration asks for a provisional calendar.
 */
const Day = Type.String({ pattern: '^\\d{8}$' });
const MonthDay = Type.String({ pattern: '^\\d{4}$' });

const HolidayClosure = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    from: Day,
    to: Day,
    reopen: Day,
    makeUpWorkdays: Type.Array(Day),
  },
  { additionalProperties: false },
);
type HolidayClosure = Static<typeof HolidayClosure>;

const ClosureNotice = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    /** The notice: 关于上海证券交易所<year>年(全年|部分节假日)休市安排的通知, and its date. */
    published: Day,
    closures: Type.Array(HolidayClosure),
  },
  { additionalProperties: false },
);

const FixedClosure = Type.Object(
  { name: Type.String({ minLength: 1 }), from: MonthDay, to: MonthDay },
  { additionalProperties: false },
);

const CalendarFile = Type.Object({
  $comment: Type.Optional(Type.String()),
  notices: Type.Array(ClosureNotice, { minItems: 1 }),
  provisional: Type.Object({ fixedClosures: Type.Array(FixedClosure) }, { additionalProperties: false }),
});
export type ExchangeCalendarData = Static<typeof CalendarFile>;

export const DEFAULT_CALENDAR_FILE = path.join(__dirname, 'exchange-calendar.json');

const isWeekend = (date: YyyyMmDd) => [0, 6].includes(weekdayOf(dayNumber(date)));

/** What is wrong with a closure, checked against its notice's own words; null when it is right. */
function closureProblem(closure: HolidayClosure, year: number, closed: Set<YyyyMmDd>): string | null {
  const { name, from, to, reopen } = closure;
  for (const day of [from, to, reopen, ...closure.makeUpWorkdays]) dayNumber(day);
  if (from > to) return `${year}年${name}：休市起始日${from}晚于结束日${to}`;
  if (Number(to.slice(0, 4)) !== year) return `${year}年${name}：休市结束日${to}不在${year}年`;
  if (reopen <= to) return `${year}年${name}：开市日${reopen}不在休市结束日${to}之后`;
  for (let day = addDays(to, 1); day < reopen; day = addDays(day, 1)) {
    if (!isWeekend(day)) return `${year}年${name}：${to}与开市日${reopen}之间的工作日${day}未列入休市`;
  }
  if (isWeekend(reopen) || closed.has(reopen)) return `${year}年${name}：开市日${reopen}不是交易日`;
  const weekday = closure.makeUpWorkdays.find((day) => !isWeekend(day));
  return weekday ? `${year}年${name}：调休上班日${weekday}不是周末` : null;
}

/** What is wrong with the file's contents beyond its shape; null when nothing. */
function calendarProblem(data: ExchangeCalendarData): string | null {
  const closed = new Set<YyyyMmDd>();
  for (const notice of data.notices) {
    for (const closure of notice.closures) {
      for (let day = closure.from; day <= closure.to; day = addDays(day, 1)) closed.add(day);
    }
  }
  for (const [index, notice] of data.notices.entries()) {
    if (index > 0 && notice.year !== data.notices[index - 1].year + 1) {
      return `休市安排须逐年连续：${data.notices[index - 1].year}年之后是${notice.year}年`;
    }
    if (notice.published >= `${notice.year}1231`)
      return `${notice.year}年的通知日期${notice.published}晚于该年`;
    for (const closure of notice.closures) {
      const problem = closureProblem(closure, notice.year, closed);
      if (problem) return problem;
    }
  }
  for (const fixed of data.provisional.fixedClosures) {
    const [from, to] = [`2024${fixed.from}`, `2024${fixed.to}`];
    dayNumber(from);
    dayNumber(to);
    if (from > to) return `预计休市${fixed.name}：起始${fixed.from}晚于结束${fixed.to}`;
  }
  return null;
}

/**
 * Reads and checks the calendar file: its shape (the schema above), real dates, consecutive years, and each
 * closure against its notice (ends inside the year, reopens on the first weekday after it, make-up days on
 * weekends). Throws an Error naming the file and the first problem.
 */
export function loadExchangeCalendar(file = DEFAULT_CALENDAR_FILE): ExchangeCalendarData {
  const fail = (reason: string) => new Error(`交易日历文件 ${file} 无效：${reason}`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
  if (!Value.Check(CalendarFile, data)) {
    const first = Value.Errors(CalendarFile, data).First();
    throw fail(`${first?.path || '/'} ${first?.message ?? ''}`.trim());
  }
  let problem: string | null;
  try {
    problem = calendarProblem(data);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem) throw fail(problem);
  return data;
}
