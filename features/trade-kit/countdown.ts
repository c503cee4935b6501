import { dateAtShanghaiTime } from '@/shared/time';

/**
 * A day (the contract's Day, yyyyMMdd, or yyyy-MM-dd) at a time (its Time, HHmmss), Shanghai wall time, as an
 * instant; undefined when either is unreadable. The cut-off of an order is its trade date at the cutOffTime
 * the server's answer names, a remittance deadline its remitDeadDate at remittanceTime: the browser never
 * assumes 15:00.
 */
export function shanghaiMoment(day: string, time: string): Date | undefined {
  const date = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(day.trim());
  const clock = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/.exec(time.trim());
  if (!date || !clock) return undefined;
  const moment = dateAtShanghaiTime(
    Number(date[1]),
    Number(date[2]),
    Number(date[3]),
    Number(clock[1]),
    Number(clock[2]),
    Number(clock[3]),
  );
  // A plain instant: callers compare it and need no zone attached.
  return moment && new Date(moment.getTime());
}

export interface Countdown {
  /** Milliseconds left, 0 once passed. */
  remainingMs: number;
  passed: boolean;
  /** 02:05:09, or 1天02:05:09 beyond a day; seconds round up, so 00:00:00 shows only once it has passed. */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownTo(target: Date, serverNow: Date): Countdown {
  const remainingMs = Math.max(0, target.getTime() - serverNow.getTime());
  const total = Math.ceil(remainingMs / 1000);
  const days = Math.floor(total / 86400);
  const clock = `${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { remainingMs, passed: remainingMs === 0, text: days > 0 ? `${days}天${clock}` : clock };
}
