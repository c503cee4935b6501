import { RuleError } from '@/shared/trading/rule-error';

import { DAY, dayNumber, fromDayNumber, type YyyyMmDd } from './day';

/**
 * Asia/Shanghai has kept UTC+8 all year since 1991 (no daylight saving), so an instant's Shanghai date and wall
 * clock are UTC's, eight hours on: no zone database, no Intl, and the same answer under any host zone (tests run
 * under America/New_York). Instants before 1991 (none is shown) would read an hour off in the summers of 1986–1991.
 */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

const TIME_PATTERN = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/;

/** The Shanghai date of an instant and the seconds since its Shanghai midnight. */
export function shanghaiParts(instantMs: number): { date: YyyyMmDd; secondOfDay: number } {
  const local = instantMs + SHANGHAI_OFFSET_MS;
  const days = Math.floor(local / DAY);
  return { date: fromDayNumber(days), secondOfDay: Math.floor((local - days * DAY) / 1000) };
}

/** The yyyyMMdd date in Shanghai of an instant (today's by default): business dates compare as text. */
export function shanghaiYyyyMmDd(instant: Date | number = Date.now()): YyyyMmDd {
  // Written apart from shanghaiParts so that the pages, which need only this, ship none of the day arithmetic;
  // an invalid instant throws RangeError('Invalid time value') as date-fns does.
  return new Date(Number(instant) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** A number that changes at Shanghai midnight: days since 1970-01-01 of the instant's Shanghai date. */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY);
}

/** The instant of a Shanghai wall-clock time (HHmmss, the spec's remittanceTime format) on a date. */
export function shanghaiInstant(date: YyyyMmDd, hhmmss: string): number {
  const match = TIME_PATTERN.exec(hhmmss);
  if (!match) throw new RuleError('bad-input', `时间格式不正确：${hhmmss}`);
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return dayNumber(date) * DAY + seconds * 1000 - SHANGHAI_OFFSET_MS;
}
