import { RuleError } from '@/shared/trading/rule-error';

/** Business dates are yyyyMMdd strings in Asia/Shanghai (the spec's format everywhere). */
export type YyyyMmDd = string;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

/** Days since 1970-01-01 of a yyyyMMdd date; a malformed or impossible date (20230230) is refused. */
export function dayNumber(date: YyyyMmDd): number {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) {
      return ms / DAY;
    }
  }
  throw new RuleError('bad-input', `日期格式不正确：${date}`);
}

export function fromDayNumber(days: number): YyyyMmDd {
  const d = new Date(days * DAY);
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

/** 20260105 → '2026-01-05', the form messages show. */
export function dashed(date: YyyyMmDd): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}
