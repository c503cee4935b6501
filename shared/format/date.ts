import { TZDate, tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

import { LONG_TERM_DATE, TIME_ZONE } from '@/shared/config/constants';

const SHANGHAI = /*#__PURE__*/ tz(TIME_ZONE);
export const LONG_TERM_LABEL = '长期';
export const DATE_PATTERN = 'yyyy-MM-dd';
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';
/** To the minute: when something was applied for or audited, a cut-off time. */
export const MINUTE_PATTERN = 'yyyy-MM-dd HH:mm';

const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const WALL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::([0-9][0-9]))?$/;
/** yyyyMMddHHmmss, the back office's stamps (e.g. a survey's answeredAt). */
const COMPACT_STAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** A wall-clock time in Shanghai (the month is 1-based); undefined if the date does not exist. */
export function shanghaiDate(
  year: number,
  month: number,
  day: number,
  h = 0,
  m = 0,
  s = 0,
): TZDate | undefined {
  const date = new TZDate(year, month - 1, day, h, m, s, TIME_ZONE);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

/**
 * Reads what the back office sends: a Date, epoch milliseconds, `yyyyMMdd`, `yyyyMMddHHmmss` or
 * `yyyy-MM-dd[ HH:mm[:ss]]` (Shanghai wall time), or an ISO string with an offset.
 */
export function toShanghaiDate(value: Date | number | string | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    const compact = COMPACT_DATE.exec(text);
    if (compact) return shanghaiDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
    const wall = WALL_DATE.exec(text) ?? WALL_TIME.exec(text) ?? COMPACT_STAMP.exec(text);
    if (wall) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
      return shanghaiDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    }
    const parsed = new Date(text);
    return isValid(parsed) ? parsed : undefined;
  }
  const date = new Date(value);
  return isValid(date) ? date : undefined;
}

/** Formats in Asia/Shanghai whatever the browser's zone; '--' for unreadable values. */
export function formatDate(value: Date | number | string | null | undefined, pattern = DATE_PATTERN): string {
  const date = toShanghaiDate(value);
  return date ? format(date, pattern, { in: SHANGHAI }) : '--';
}

export function formatDateTime(value: Date | number | string | null | undefined): string {
  return formatDate(value, DATE_TIME_PATTERN);
}

/** Certificate validity ends: 99991231 → 长期, 20300101 → 2030-01-01. */
export function formatValidityDate(value: string | null | undefined): string {
  if (value?.trim() === LONG_TERM_DATE) return LONG_TERM_LABEL;
  return formatDate(value);
}

/** Remittance times come as HHMMSS: 153000 → 15:30:00. */
export function formatHms(value: string | null | undefined): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value?.trim() ?? '');
  return match ? `${match[1]}:${match[2]}:${match[3]}` : '--';
}

/** Today's date in Shanghai as yyyyMMdd (business dates compare as text). */
export function shanghaiToday(now: Date | number = Date.now()): string {
  return format(now, 'yyyyMMdd', { in: SHANGHAI });
}
