import { isIP } from 'node:net';

import { UNPUBLISHED_YEARS, type UnpublishedYears } from './calendar';

/**
 * The back office's settings from the environment, each checked: a wrong value stops the start with a
 * message that names the variable, what it holds and what it may hold (start.ts prints it and exits).
 */
export class EnvironmentError extends Error {}

const wrong = (name: string, value: string, allowed: string) =>
  new EnvironmentError(`环境变量 ${name}=${JSON.stringify(value)} 无效：${allowed}`);

/**
 * PORTAL_CALENDAR_UNPUBLISHED: how far past the last published year a fact (a new order's trade date, a NAV, a
 * batch run) may lie on the provisional calendar (calendar.ts) — `refuse` (production's rule, the default with
 * NODE_ENV=production: through 19 January of the first unpublished year) or `provisional` (the local back
 * office's default: the two provisional years). Predicted dates are provisional (预计) in both.
 */
export function unpublishedYearsFrom(env: NodeJS.ProcessEnv = process.env): UnpublishedYears {
  const value = env.PORTAL_CALENDAR_UNPUBLISHED;
  if (value === undefined || value === '') return env.NODE_ENV === 'production' ? 'refuse' : 'provisional';
  if (!(UNPUBLISHED_YEARS as readonly string[]).includes(value)) {
    throw wrong('PORTAL_CALENDAR_UNPUBLISHED', value, `只能是 ${UNPUBLISHED_YEARS.join(' 或 ')}`);
  }
  return value as UnpublishedYears;
}

/** PORTAL_CALENDAR_FILE: the exchange calendar file ops maintain; default the one in server/core. */
export const calendarFileFrom = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.PORTAL_CALENDAR_FILE || undefined;

/** HOST: the address to listen on, an IP address or localhost; default 127.0.0.1 (this machine only). */
export function hostFrom(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.HOST;
  if (value === undefined || value === '') return '127.0.0.1';
  if (value === 'localhost' || isIP(value) !== 0) return value;
  throw wrong('HOST', value, '须是 IP 地址（如 127.0.0.1、0.0.0.0、::1）或 localhost');
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For the back office believes for the client address (rate limits, the dev
 * hooks' loopback check). Unset or `false`: nobody (direct connections); a number 1–10: that many proxy
 * hops; a comma-separated list of proxy addresses or CIDR ranges (127.0.0.1,10.0.0.0/8). `true` (everyone)
 * is refused: any client could then choose its own address.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyFrom(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const value = env.TRUST_PROXY;
  if (value === undefined || value === '' || value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw wrong(
    'TRUST_PROXY',
    value,
    '须是 false、代理层数 1–10，或以逗号分隔的代理地址/网段（如 127.0.0.1,10.0.0.0/8）；不接受 true',
  );
}

/** PORT: 1–65535, default 8080. */
export function portFrom(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PORT;
  if (value === undefined || value === '') return 8080;
  if (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535) return Number(value);
  throw wrong('PORT', value, '须是 1–65535 的端口号');
}

/** How the confirm batch shares the process with requests (server/batch/scheduler.ts). */
export interface BatchPace {
  /** Orders confirmed between two pauses, at most. */
  chunk: number;
  /** How long the batch runs between two pauses, at most (it pauses after the order that passed it). */
  sliceMs: number;
  /** How long each pause lasts; 0: just long enough for the requests waiting to run. */
  pauseMs: number;
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw wrong(name, value, `须是 ${min}–${max} 的整数`);
  }
  return Number(value);
}

/**
 * The confirm batch runs in chunks of at most PORTAL_BATCH_CHUNK orders (1–10000, default 100) and at most
 * PORTAL_BATCH_SLICE_MS of work (1–1000 ms, default 5), with a pause of PORTAL_BATCH_PAUSE_MS after each
 * (0–60000 ms, default 0: the requests waiting run, then the next chunk).
 */
export const batchPaceFrom = (env: NodeJS.ProcessEnv = process.env): BatchPace => ({
  chunk: wholeNumber(env, 'PORTAL_BATCH_CHUNK', 100, 1, 10_000),
  sliceMs: wholeNumber(env, 'PORTAL_BATCH_SLICE_MS', 5, 1, 1000),
  pauseMs: wholeNumber(env, 'PORTAL_BATCH_PAUSE_MS', 0, 0, 60_000),
});
