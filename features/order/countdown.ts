import { shanghaiDate } from '@/shared/format';

/** The daily cut-off of fund orders: 15:00 Asia/Shanghai on the trade date. */
const CUTOFF_HOUR = 15;

/** 15:00 Shanghai on a trade date given as yyyyMMdd (or yyyy-MM-dd); undefined when unreadable. */
export function cutoffOf(tradeDate: string): Date | undefined {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(tradeDate.trim());
  if (!match) return undefined;
  const cutoff = shanghaiDate(Number(match[1]), Number(match[2]), Number(match[3]), CUTOFF_HOUR);
  return cutoff && new Date(cutoff.getTime());
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
