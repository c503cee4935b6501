import type { LoginVia } from '@/api/auth/contract-security';

import type { Context } from '../core/context';

/** The SQL of the security centre: the login history and the account's sessions and remembered devices. */

export interface LoginRow {
  at: number;
  ip: string;
  place: string;
  device: string;
  browser: string;
  via: LoginVia;
  outcome: 'success' | 'failure';
}

/** Adds a login and drops every row older than `keepAfter` (the 90 days kept). */
export function insertLogin(ctx: Context, accountId: number, row: LoginRow, keepAfter: number): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM login_history WHERE at < ?', [keepAfter]);
    ctx.db.run(
      'INSERT INTO login_history (account_id, at, ip, place, device, browser, via, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [accountId, row.at, row.ip, row.place, row.device, row.browser, row.via, row.outcome],
    );
  });
}

const LOGIN_COLUMNS = 'at, ip, place, device, browser, via, outcome';

export function loginsSince(ctx: Context, accountId: number, since: number): LoginRow[] {
  return ctx.db.all<LoginRow>(
    `SELECT ${LOGIN_COLUMNS} FROM login_history WHERE account_id = ? AND at >= ? ORDER BY at DESC, id DESC LIMIT 500`,
    [accountId, since],
  );
}

/** The last successful login before `before` (the start of the caller's session). */
export function loginBefore(ctx: Context, accountId: number, before: number): LoginRow | undefined {
  return ctx.db.get<LoginRow>(
    `SELECT ${LOGIN_COLUMNS} FROM login_history WHERE account_id = ? AND outcome = 'success' AND at < ? ORDER BY at DESC, id DESC LIMIT 1`,
    [accountId, before],
  );
}

export interface LiveSessionRow {
  id: number;
  token_hash: string;
  adviser_id: number | null;
  adviser_name: string | null;
  ip: string;
  user_agent: string;
  created_at: number;
  refreshed_at: number;
}

export function liveSessionsOf(ctx: Context, accountId: number): LiveSessionRow[] {
  return ctx.db.all<LiveSessionRow>(
    `SELECT s.rowid AS id, s.token_hash, s.adviser_id, a.name AS adviser_name, s.ip, s.user_agent, s.created_at,
       s.refreshed_at FROM sessions s LEFT JOIN advisers a ON a.id = s.adviser_id
     WHERE s.account_id = ? AND s.state = 'live' ORDER BY s.created_at DESC`,
    [accountId],
  );
}

/** 退出其他设备: every other live session answers its next request as signed out here. */
export function endOtherSessions(ctx: Context, accountId: number, keepHash: string): number {
  return ctx.db.run(
    "UPDATE sessions SET state = 'replaced', ended_by = 'centre' WHERE account_id = ? AND state = 'live' AND token_hash <> ?",
    [accountId, keepHash],
  );
}

export interface DeviceRow {
  id: number;
  nonce_hash: string;
  user_agent: string;
  created_at: number;
  last_used_at: number | null;
}

export function devicesOf(ctx: Context, accountId: number, since: number): DeviceRow[] {
  return ctx.db.all<DeviceRow>(
    `SELECT rowid AS id, nonce_hash, user_agent, created_at, last_used_at FROM device_nonces
     WHERE account_id = ? AND created_at > ? ORDER BY COALESCE(last_used_at, created_at) DESC`,
    [accountId, since],
  );
}

/** Forgets the account's remembered devices but `keepHash` (the caller's, if any). */
export function forgetOtherDevices(ctx: Context, accountId: number, keepHash: string | null): number {
  return ctx.db.run('DELETE FROM device_nonces WHERE account_id = ? AND nonce_hash <> ?', [
    accountId,
    keepHash ?? '',
  ]);
}

export function forgetDevice(ctx: Context, accountId: number, id: number): boolean {
  return ctx.db.run('DELETE FROM device_nonces WHERE rowid = ? AND account_id = ?', [id, accountId]) === 1;
}

export function noteDeviceUse(ctx: Context, nonceHash: string, now: number): void {
  ctx.db.run('UPDATE device_nonces SET last_used_at = ? WHERE nonce_hash = ?', [now, nonceHash]);
}
