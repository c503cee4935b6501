import { LONG_TERM_DATE } from '@/shared/config/constants';

/** How far ahead an end date is warned of (issue 41 item 9): from 30 days before it through the day itself. */
export const EXPIRY_NOTICE_DAYS = 30;

/**
 * Where an end date stands against today: a long-term document (99991231) never ends; an end date is the
 * last valid day, so `expired` starts the day after it; `soon` covers the last 30 days, the end date included.
 */
export type Expiry = { state: 'longTerm' } | { state: 'valid' | 'soon' | 'expired'; daysLeft: number };

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})(\d{2})(\d{2})$/;

function dayNumber(date: string): number | undefined {
  const match = DAY.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  const exists = back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return exists ? back.getTime() / DAY_MS : undefined;
}

/**
 * The one rule, for the page and the back office alike. `today` is the server's Shanghai date (yyyyMMdd):
 * the page takes it from the server's clock, never from the browser's alone. Undefined for an unreadable date.
 */
export function expiryOf(endDate: string, today: string): Expiry | undefined {
  if (endDate === LONG_TERM_DATE) return { state: 'longTerm' };
  const [end, now] = [dayNumber(endDate), dayNumber(today)];
  if (end === undefined || now === undefined) return undefined;
  const daysLeft = end - now;
  const state = daysLeft < 0 ? 'expired' : daysLeft <= EXPIRY_NOTICE_DAYS ? 'soon' : 'valid';
  return { state, daysLeft };
}
