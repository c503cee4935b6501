import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY, CLOSURE_NOTICES } from './exchange-holidays';
import { RuleError } from './rule-error';
import {
  dashed,
  dayNumber,
  fromDayNumber,
  shanghaiInstant,
  shanghaiParts,
  weekdayOf,
  type YyyyMmDd,
} from './shanghai-day';

/**
 * The exchange calendar: a trading day is a weekday (Monday–Friday) outside every published closure.
 * Weekend make-up working days (调休上班) are weekends, so never trading days. Orders placed before 15:00
 * Asia/Shanghai on a trading day belong to that day; at 15:00:00 or later, or on a closed day, to the next.
 */
export const CUTOFF_TIME = '150000';
const CUTOFF_SECOND = 15 * 3600;

const FIRST = dayNumber(CALENDAR_FIRST_DAY);
const LAST = dayNumber(CALENDAR_LAST_DAY);

const closed = new Set<number>();
for (const notice of CLOSURE_NOTICES) {
  for (const closure of notice.closures) {
    for (let day = dayNumber(closure.from); day <= dayNumber(closure.to); day++) closed.add(day);
  }
}

/** Every trading day of the range, ascending, and how many fall on or before each day of the range. */
const TRADING: number[] = [];
const COUNT_UP_TO = new Int32Array(LAST - FIRST + 1);
for (let day = FIRST; day <= LAST; day++) {
  const weekday = weekdayOf(day);
  if (weekday >= 1 && weekday <= 5 && !closed.has(day)) TRADING.push(day);
  COUNT_UP_TO[day - FIRST] = TRADING.length;
}

const RANGE_TEXT = `${dashed(CALENDAR_FIRST_DAY)}至${dashed(CALENDAR_LAST_DAY)}`;

function outOfRange(date: YyyyMmDd, days: number): RuleError {
  if (days < FIRST)
    return new RuleError('calendar-range', `${dashed(date)}早于交易日历范围（${RANGE_TEXT}）`);
  return new RuleError(
    'calendar-range',
    `${dashed(date)}超出交易日历范围（${RANGE_TEXT}），${date.slice(0, 4)}年休市安排尚未公布`,
  );
}

function inRange(date: YyyyMmDd): number {
  const days = dayNumber(date);
  if (days < FIRST || days > LAST) throw outOfRange(date, days);
  return days;
}

export function isTradingDay(date: YyyyMmDd): boolean {
  const days = inRange(date);
  const before = days === FIRST ? 0 : COUNT_UP_TO[days - FIRST - 1];
  return COUNT_UP_TO[days - FIRST] > before;
}

/**
 * The n-th trading day after `date` (n > 0) or before it (n < 0), whether or not `date` itself trades;
 * n = 0 gives `date` back. T+2 of a trade date T is addTradingDays(T, 2).
 */
export function addTradingDays(date: YyyyMmDd, n: number): YyyyMmDd {
  if (!Number.isInteger(n)) throw new RuleError('bad-input', `交易日天数必须是整数：${n}`);
  const days = inRange(date);
  if (n === 0) return date;
  const upTo = COUNT_UP_TO[days - FIRST];
  const index = n > 0 ? upTo + n - 1 : upTo - (isTradingDay(date) ? 1 : 0) + n;
  if (index < 0 || index >= TRADING.length) {
    const beyond = n > 0 ? LAST + 1 : FIRST - 1;
    throw outOfRange(fromDayNumber(beyond), beyond);
  }
  return fromDayNumber(TRADING[index]);
}

export const nextTradingDay = (date: YyyyMmDd): YyyyMmDd => addTradingDays(date, 1);
export const previousTradingDay = (date: YyyyMmDd): YyyyMmDd => addTradingDays(date, -1);

/** Trading days from `from` to `to`, both included when they trade. */
export function tradingDaysBetween(from: YyyyMmDd, to: YyyyMmDd): YyyyMmDd[] {
  const [start, end] = [inRange(from), inRange(to)];
  const first = start === FIRST ? 0 : COUNT_UP_TO[start - FIRST - 1];
  return TRADING.slice(first, COUNT_UP_TO[end - FIRST]).map(fromDayNumber);
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
