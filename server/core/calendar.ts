import { HOTLINE } from '@/shared/config/constants';
import {
  dashed,
  dayNumber,
  fromDayNumber,
  shanghaiInstant,
  shanghaiParts,
  weekdayOf,
  type YyyyMmDd,
} from '@/shared/time';

import { loadExchangeCalendar, type ExchangeCalendarData } from './exchange-holidays';
import { RuleError } from './rule-error';

/**
 * The exchange calendar: a trading day is a weekday (Monday–Friday) outside every published closure.
 * Weekend make-up working days (调休上班) are weekends, so never trading days. Orders placed before 15:00
 * Asia/Shanghai on a trading day belong to that day; at 15:00:00 or later, or on a closed day, to the next.
 *
 * The closures come from the calendar file (exchange-holidays.ts), read at start and again whenever it changes
 * (calendar-reload.ts). Past the last published year the calendar runs two more years on the provisional rule
 * (weekdays without the fixed-date holidays), in every mode: a date counted there is provisional (预计) —
 * `provisionalAmong` names them for the answers — and nothing is refused because a *predicted* date (confirm,
 * available, payout, an open day) lies there. What the mode decides is how far a *fact* may lie on guessed
 * days — the trade date of a new order, a NAV published, a batch run (`knownThrough`): 'refuse' (production)
 * only through 19 January of the first unpublished year (before it only the fixed-date 元旦 can close; the
 * lunar 春节 never starts earlier), so an order whose T is truly unknown is refused with what to do;
 * 'provisional' (the local back office) the whole provisional range. The calendar is one per process: buildApp
 * configures it.
 */
export const CUTOFF_TIME = '150000';
const CUTOFF_SECOND = 15 * 3600;

export type UnpublishedYears = 'refuse' | 'provisional';
export const UNPUBLISHED_YEARS: readonly UnpublishedYears[] = ['refuse', 'provisional'];
/** Years after the last published one that the provisional rule covers. */
const PROVISIONAL_YEARS = 2;
/** The days of the first unpublished year that only fixed-date holidays can close (春节's eve is 01-20 at the earliest). */
const FIXED_ONLY_THROUGH = '0119';

interface Table {
  unpublished: UnpublishedYears;
  first: number;
  /** The last day of the last published year. */
  published: number;
  /** The last day answered: the provisional years' end. */
  last: number;
  /** The last day a fact (a new order's trade date, a NAV, a batch run) may fall on. */
  known: number;
  /** Every trading day of the range, ascending, and how many fall on or before each day of the range. */
  trading: number[];
  countUpTo: Int32Array;
}

function buildTable(data: ExchangeCalendarData, unpublished: UnpublishedYears): Table {
  const firstYear = data.notices[0].year;
  const lastYear = data.notices[data.notices.length - 1].year;
  const endYear = lastYear + PROVISIONAL_YEARS;
  const [first, published, last, fixedOnly] = [
    `${firstYear}0101`,
    `${lastYear}1231`,
    `${endYear}1231`,
    `${lastYear + 1}${FIXED_ONLY_THROUGH}`,
  ].map(dayNumber);
  const closed = new Set<number>();
  const close = (from: YyyyMmDd, to: YyyyMmDd) => {
    for (let day = dayNumber(from); day <= dayNumber(to); day++) closed.add(day);
  };
  for (const notice of data.notices) for (const c of notice.closures) close(c.from, c.to);
  for (let year = lastYear + 1; year <= endYear; year++) {
    for (const fixed of data.provisional.fixedClosures) close(`${year}${fixed.from}`, `${year}${fixed.to}`);
  }
  const trading: number[] = [];
  const countUpTo = new Int32Array(last - first + 1);
  for (let day = first; day <= last; day++) {
    const weekday = weekdayOf(day);
    if (weekday >= 1 && weekday <= 5 && !closed.has(day)) trading.push(day);
    countUpTo[day - first] = trading.length;
  }
  const known = unpublished === 'provisional' ? last : fixedOnly;
  return { unpublished, first, published, last, known, trading, countUpTo };
}

let configured: { file?: string; unpublished: UnpublishedYears } = { unpublished: 'refuse' };
let table = buildTable(loadExchangeCalendar(), 'refuse');

/**
 * Loads the calendar file (default: exchange-calendar.json) and sets the rule for unpublished years;
 * throws, naming the file and the problem, when the file is not right. Until called: the default file, refused.
 */
export function configureCalendar(options: { file?: string; unpublished: UnpublishedYears }): void {
  table = buildTable(loadExchangeCalendar(options.file), options.unpublished);
  configured = { ...options };
}

/** The configured file read again: throws (the table unchanged) when it is not right. */
export function reloadCalendar(): void {
  configureCalendar(configured);
}

/** The calendar file in use (undefined: the default one). */
export const calendarFile = (): string | undefined => configured.file;

export interface CalendarRange {
  first: YyyyMmDd;
  /** The last day of the last published year. */
  publishedThrough: YyyyMmDd;
  /** The last day answered: two years past publishedThrough, on the provisional rule. */
  last: YyyyMmDd;
  /** The last day a new order's trade date, a NAV or a batch run may fall on (see the top). */
  knownThrough: YyyyMmDd;
  unpublished: UnpublishedYears;
}

export function calendarRange(): CalendarRange {
  return {
    first: fromDayNumber(table.first),
    publishedThrough: fromDayNumber(table.published),
    last: fromDayNumber(table.last),
    knownThrough: fromDayNumber(table.known),
    unpublished: table.unpublished,
  };
}

/** The last day a fact may fall on: the later days' closures are not published and may not be guessed. */
export const knownThrough = (): YyyyMmDd => fromDayNumber(table.known);

/**
 * Why an order cannot be traded on this date, or null when it can: its year's closures are unpublished and the
 * day lies past what the fixed-date holidays alone decide. Says what to do.
 */
export function tradeDateRefusal(tradeDate: YyyyMmDd): string | null {
  if (dayNumber(tradeDate) <= table.known) return null;
  return (
    `${tradeDate.slice(0, 4)}年休市安排尚未公布，暂不能受理交易日为${dashed(tradeDate)}的申请；` +
    `休市安排公布后即可办理，如需帮助请致电客服热线${HOTLINE}`
  );
}

/** The dates among these that only the provisional calendar gives (after the published years): 预计. */
export function provisionalAmong(dates: Array<YyyyMmDd | null>): YyyyMmDd[] {
  const through = fromDayNumber(table.published);
  return [...new Set(dates.filter((date): date is YyyyMmDd => date !== null && date > through))];
}

/** Days from `today` to the published calendar's end; the warning starts at this many. */
const CALENDAR_WARNING_DAYS = 60;

/**
 * The alert while the published calendar ends within 60 days of `today` (or has ended): what to do, for the
 * log and the readiness check; null when more than 60 days remain.
 */
export function calendarWarning(today: YyyyMmDd): string | null {
  const left = table.published - dayNumber(today);
  if (left > CALENDAR_WARNING_DAYS) return null;
  const end = dashed(fromDayNumber(table.published));
  const next = Number(fromDayNumber(table.published).slice(0, 4)) + 1;
  const action = `国务院办公厅公布${next}年节假日安排后，请即将${next}年休市安排加入交易日历文件（npm run calendar:check 校验后保存，无需重启）`;
  const known = dashed(fromDayNumber(table.known));
  const rule =
    table.unpublished === 'provisional'
      ? `${next}年的日期按预计交易日历推算并标注预计`
      : `${next}年的日期按预计交易日历推算并标注预计，交易日晚于${known}的申请暂不受理`;
  if (left >= 0) return `交易日历仅公布至${end}，还剩${left}天；${rule}；${action}`;
  return `交易日历已于${end}结束，${rule}；${action}`;
}

const rangeText = () => `${dashed(fromDayNumber(table.first))}至${dashed(fromDayNumber(table.last))}`;

function outOfRange(date: YyyyMmDd, days: number): RuleError {
  if (days < table.first)
    return new RuleError('calendar-range', `${dashed(date)}早于交易日历范围（${rangeText()}）`);
  return new RuleError(
    'calendar-range',
    `${dashed(date)}超出交易日历范围（${rangeText()}）：该年度休市安排尚未公布，无法推算交易日，请选择较近的日期`,
  );
}

function inRange(date: YyyyMmDd): number {
  const days = dayNumber(date);
  if (days < table.first || days > table.last) throw outOfRange(date, days);
  return days;
}

export function isTradingDay(date: YyyyMmDd): boolean {
  const days = inRange(date);
  const before = days === table.first ? 0 : table.countUpTo[days - table.first - 1];
  return table.countUpTo[days - table.first] > before;
}

/**
 * The n-th trading day after `date` (n > 0) or before it (n < 0), whether or not `date` itself trades;
 * n = 0 gives `date` back. T+2 of a trade date T is addTradingDays(T, 2).
 */
export function addTradingDays(date: YyyyMmDd, n: number): YyyyMmDd {
  if (!Number.isInteger(n)) throw new RuleError('bad-input', `交易日天数必须是整数：${n}`);
  const days = inRange(date);
  if (n === 0) return date;
  const upTo = table.countUpTo[days - table.first];
  const index = n > 0 ? upTo + n - 1 : upTo - (isTradingDay(date) ? 1 : 0) + n;
  if (index < 0 || index >= table.trading.length) {
    const beyond = n > 0 ? table.last + 1 : table.first - 1;
    throw outOfRange(fromDayNumber(beyond), beyond);
  }
  return fromDayNumber(table.trading[index]);
}

export const nextTradingDay = (date: YyyyMmDd): YyyyMmDd => addTradingDays(date, 1);
export const previousTradingDay = (date: YyyyMmDd): YyyyMmDd => addTradingDays(date, -1);

/** Trading days from `from` to `to`, both included when they trade. */
export function tradingDaysBetween(from: YyyyMmDd, to: YyyyMmDd): YyyyMmDd[] {
  const [start, end] = [inRange(from), inRange(to)];
  const first = start === table.first ? 0 : table.countUpTo[start - table.first - 1];
  return table.trading.slice(first, table.countUpTo[end - table.first]).map(fromDayNumber);
}

/** Where an instant stands for trading: its Shanghai date, whether that trades, and the trade date it gets. */
export interface TradingMoment {
  date: YyyyMmDd;
  isTradingDay: boolean;
  /** A trading day before 15:00:00. */
  beforeCutoff: boolean;
  tradeDate: YyyyMmDd;
}

export function tradingMoment(instantMs: number): TradingMoment {
  const { date, secondOfDay } = shanghaiParts(instantMs);
  const trading = isTradingDay(date);
  const beforeCutoff = trading && secondOfDay < CUTOFF_SECOND;
  return { date, isTradingDay: trading, beforeCutoff, tradeDate: beforeCutoff ? date : nextTradingDay(date) };
}

/** The trade date T of an order placed at this instant. */
export const tradeDateFor = (instantMs: number): YyyyMmDd => tradingMoment(instantMs).tradeDate;

/** 15:00:00 Asia/Shanghai on a trading day: orders at or after it belong to the next trading day. */
export function cutoffInstant(tradeDate: YyyyMmDd): number {
  if (!isTradingDay(tradeDate)) throw new RuleError('bad-input', `${dashed(tradeDate)}不是交易日`);
  return shanghaiInstant(tradeDate, CUTOFF_TIME);
}
