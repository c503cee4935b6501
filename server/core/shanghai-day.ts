import { RuleError } from './rule-error';

/**
 * Business dates are yyyyMMdd strings in Asia/Shanghai (the spec's format everywhere). The arithmetic is
 * plain UTC+8: China has kept one offset with no daylight saving time since 1991, so an instant's Shanghai
 * date needs no zone database and never depends on the host's zone (tests run under America/New_York).
 */
export type YyyyMmDd = string;

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/;

/** Days since 1970-01-01 of a yyyyMMdd date; a malformed or impossible date (20230230) is refused. */
export function dayNumber(date: YyyyMmDd): number {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) {
      return ms / DAY_MS;
    }
  }
  throw new RuleError('bad-input', `日期格式不正确：${date}`);
}

export function fromDayNumber(days: number): YyyyMmDd {
  const d = new Date(days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

export function addDays(date: YyyyMmDd, days: number): YyyyMmDd {
  return fromDayNumber(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: YyyyMmDd, to: YyyyMmDd): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The same day `months` calendar months later (or earlier when negative), clamped to the end of a shorter
 * month: 20240531 − 3 months → 20240229.
 */
export function addMonths(date: YyyyMmDd, months: number): YyyyMmDd {
  dayNumber(date);
  const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(4, 6)), Number(date.slice(6, 8))];
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}${String(m).padStart(2, '0')}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The Shanghai date of an instant and the seconds since its Shanghai midnight. */
export function shanghaiParts(instantMs: number): { date: YyyyMmDd; secondOfDay: number } {
  const local = instantMs + SHANGHAI_OFFSET_MS;
  const days = Math.floor(local / DAY_MS);
  return { date: fromDayNumber(days), secondOfDay: Math.floor((local - days * DAY_MS) / 1000) };
}

/** The instant of a Shanghai wall-clock time (HHmmss, the spec's remittanceTime format) on a date. */
export function shanghaiInstant(date: YyyyMmDd, hhmmss: string): number {
  const match = TIME_PATTERN.exec(hhmmss);
  if (!match) throw new RuleError('bad-input', `时间格式不正确：${hhmmss}`);
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return dayNumber(date) * DAY_MS + seconds * 1000 - SHANGHAI_OFFSET_MS;
}

/** 20260105 → '2026-01-05', the form messages show. */
export function dashed(date: YyyyMmDd): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}
