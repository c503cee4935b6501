import type { DeviceEntry, LoginEntry, SecurityData, SessionEntry } from '@/api/auth/contract-security';
import { formatShanghaiMinute } from '@/shared/time';

import type { Context } from '../core/context';
import { describeClient } from './client-info';
import { LOGIN_HISTORY_MS } from './login-record';
import { DEVICE_NONCE_MS, sessionAge } from './rules';
import {
  devicesOf,
  liveSessionsOf,
  loginBefore,
  loginsSince,
  type DeviceRow,
  type LiveSessionRow,
  type LoginRow,
} from './store-security';
import type { SessionRow } from './store-tokens';
import { describeUserAgent } from './user-agent';

/** What 安全中心 shows: rows of the store in the words and times (Asia/Shanghai) of the page. */

function loginEntry(row: LoginRow): LoginEntry {
  const { at, ...rest } = row;
  return { at: formatShanghaiMinute(at), ...rest };
}

function sessionEntry(row: LiveSessionRow, current: SessionRow): SessionEntry {
  return {
    id: row.id,
    current: row.token_hash === current.token_hash,
    via: row.adviser_id === null ? 'self' : 'adviser',
    adviserName: row.adviser_name,
    ...describeClient({ ip: row.ip, userAgent: row.user_agent }),
    startedAt: formatShanghaiMinute(row.created_at),
    activeAt: formatShanghaiMinute(row.refreshed_at),
  };
}

function deviceEntry(row: DeviceRow, current: SessionRow): DeviceEntry {
  return {
    id: row.id,
    current: row.nonce_hash === current.device_hash,
    ...describeUserAgent(row.user_agent),
    rememberedAt: formatShanghaiMinute(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : formatShanghaiMinute(row.last_used_at),
  };
}

export function securityOverview(ctx: Context, session: SessionRow): SecurityData {
  const now = ctx.clock.now();
  const accountId = session.account_id;
  const last = loginBefore(ctx, accountId, session.created_at);
  const sessions = liveSessionsOf(ctx, accountId)
    .filter((row) => sessionAge(row, now) !== 'over')
    .map((row) => sessionEntry(row, session))
    // The caller's own first.
    .sort((a, b) => Number(b.current) - Number(a.current));
  const devices = devicesOf(ctx, accountId, now - DEVICE_NONCE_MS).map((row) => deviceEntry(row, session));
  return { lastLogin: last ? loginEntry(last) : null, sessions, devices };
}

export function loginHistory(ctx: Context, accountId: number): LoginEntry[] {
  return loginsSince(ctx, accountId, ctx.clock.now() - LOGIN_HISTORY_MS).map(loginEntry);
}
