import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const SHANGHAI = 'Asia/Shanghai';

/** 'yyyy-MM-dd HH:mm' in Asia/Shanghai, whatever the host zone. */
export function formatShanghaiMinute(ms: number): string {
  return format(new TZDate(ms, SHANGHAI), 'yyyy-MM-dd HH:mm');
}

/** 'yyyyMMdd' in Asia/Shanghai. */
export function shanghaiDate(ms: number): string {
  return format(new TZDate(ms, SHANGHAI), 'yyyyMMdd');
}

/** A number that changes at Shanghai midnight (China has no daylight saving time since 1991). */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + 8 * 3600_000) / 86_400_000);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai (what signing records show). */
export function formatShanghaiSecond(ms: number): string {
  return format(new TZDate(ms, SHANGHAI), 'yyyy-MM-dd HH:mm:ss');
}
