import { format, isValid } from 'date-fns';

import { LONG_TERM_DATE } from '@/shared/config/constants';

import { SHANGHAI_OFFSET_MS } from './shanghai';

/**
 * A Date whose local fields are Shanghai's wall clock: what date-fns `format` reads through its `in` option.
 * Reading the zone through Intl (@date-fns/tz) cost the first date of every screen ~30 ms, ~130 ms on
 * Lighthouse's slowed phone, inside the task that draws the data (issue 30: TBT); this costs nothing.
 */
class ShanghaiWallClock extends Date {
  override getTimezoneOffset() {
    return -SHANGHAI_OFFSET_MS / 60_000;
  }
}
// Each local field reads its UTC twin: the stored instant is already moved to Shanghai's wall clock.
const FIELDS = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'] as const;
for (const field of FIELDS) {
  ShanghaiWallClock.prototype[`get${field}`] = function (this: Date) {
    return this[`getUTC${field}`]();
  };
}

const SHANGHAI = (value: Date | number | string) =>
  new ShanghaiWallClock(+new Date(value) + SHANGHAI_OFFSET_MS);

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

/** The Date of a Shanghai wall-clock time (the month is 1-based); undefined if that day does not exist. */
export function dateAtShanghaiTime(
  year: number,
  month: number,
  day: number,
  h = 0,
  m = 0,
  s = 0,
): Date | undefined {
  const wall = new Date(Date.UTC(year, month - 1, day, h, m, s));
  const exists =
    wall.getUTCFullYear() === year && wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day;
  return exists ? new Date(wall.getTime() - SHANGHAI_OFFSET_MS) : undefined;
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
    if (compact) return dateAtShanghaiTime(Number(compact[1]), Number(compact[2]), Number(compact[3]));
    const wall = WALL_DATE.exec(text) ?? WALL_TIME.exec(text) ?? COMPACT_STAMP.exec(text);
    if (wall) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
      return dateAtShanghaiTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
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

/** 'yyyy-MM-dd HH:mm' in Asia/Shanghai of an instant (the back office's messages); throws on an invalid one. */
export function formatShanghaiMinute(ms: number): string {
  return format(ms, MINUTE_PATTERN, { in: SHANGHAI });
}

/** 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai of an instant (what signing records show); throws on an invalid one. */
export function formatShanghaiSecond(ms: number): string {
  return format(ms, DATE_TIME_PATTERN, { in: SHANGHAI });
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
