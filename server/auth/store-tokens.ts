import type { LoginType, OrgAccountType } from '@/api/auth/contract';

import type { Context } from '../core/context';

// The auth domain's bearer tokens: sessions, pending logins, device nonces and hand-over tokens (hybrid wait
// ids live in memory: hybrid-body.ts). Every token is stored hashed (a copy of the database holds no live
// credential).

export interface SessionRow {
  token_hash: string;
  account_id: number;
  adviser_id: number | null;
  login_type: LoginType;
  org_account_type: OrgAccountType | null;
  state: 'live' | 'replaced';
  created_at: number;
  refreshed_at: number;
  ip: string;
  user_agent: string;
  device_hash: string | null;
  /** 'centre': ended by 退出其他设备. */
  ended_by: string | null;
}

export interface NewSession {
  tokenHash: string;
  accountId: number;
  adviserId: number | null;
  loginType: LoginType;
  orgAccountType: OrgAccountType | null;
  now: number;
  client: { ip: string; userAgent: string };
  deviceHash: string | null;
}

/**
 * The new session is the account's only live one of its kind: the older ones turn 'replaced' (401003). The
 * investor's own logins and an adviser's gateway sessions are two kinds: neither ends the other (the investor
 * sees the adviser's in the security centre and may end it there).
 */
export function insertSession(ctx: Context, session: NewSession): void {
  ctx.db.tx(() => {
    ctx.db.run(
      "UPDATE sessions SET state = 'replaced' WHERE account_id = ? AND state = 'live' AND (adviser_id IS NULL) = (? IS NULL)",
      [session.accountId, session.adviserId],
    );
    ctx.db.run(
      "INSERT INTO sessions (token_hash, account_id, adviser_id, login_type, org_account_type, state, created_at, refreshed_at, ip, user_agent, device_hash) VALUES (?, ?, ?, ?, ?, 'live', ?, ?, ?, ?, ?)",
      [
        session.tokenHash,
        session.accountId,
        session.adviserId,
        session.loginType,
        session.orgAccountType,
        session.now,
        session.now,
        session.client.ip,
        session.client.userAgent,
        session.deviceHash,
      ],
    );
  });
}

export function findSession(ctx: Context, tokenHash: string): SessionRow | undefined {
  return ctx.db.get<SessionRow>('SELECT * FROM sessions WHERE token_hash = ?', [tokenHash]);
}

export function touchSession(ctx: Context, tokenHash: string, now: number): void {
  ctx.db.tx(() => ctx.db.run('UPDATE sessions SET refreshed_at = ? WHERE token_hash = ?', [now, tokenHash]));
}

export function deleteSession(ctx: Context, tokenHash: string): void {
  ctx.db.tx(() => ctx.db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash]));
}

/** Every session of the account but `except` (a token hash). */
export function deleteSessionsOf(ctx: Context, accountId: number, except = ''): void {
  ctx.db.run('DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?', [accountId, except]);
}

export interface PendingLoginRow {
  token_hash: string;
  account_id: number;
  login_type: LoginType;
  org_account_type: OrgAccountType | null;
  created_at: number;
}

/** One pending login per account; stale ones of any account go at the same time. */
export function replacePendingLogin(ctx: Context, row: PendingLoginRow, staleBefore: number): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM pending_logins WHERE account_id = ? OR created_at < ?', [
      row.account_id,
      staleBefore,
    ]);
    ctx.db.run(
      'INSERT INTO pending_logins (token_hash, account_id, login_type, org_account_type, created_at) VALUES (?, ?, ?, ?, ?)',
      [row.token_hash, row.account_id, row.login_type, row.org_account_type, row.created_at],
    );
  });
}

export function findPendingLoginRow(ctx: Context, tokenHash: string): PendingLoginRow | undefined {
  return ctx.db.get<PendingLoginRow>('SELECT * FROM pending_logins WHERE token_hash = ?', [tokenHash]);
}

export function deletePendingLogin(ctx: Context, tokenHash: string): void {
  ctx.db.run('DELETE FROM pending_logins WHERE token_hash = ?', [tokenHash]);
}

export function insertDeviceNonce(
  ctx: Context,
  device: { nonceHash: string; accountId: number; now: number; userAgent: string },
): void {
  ctx.db.run(
    'INSERT INTO device_nonces (nonce_hash, account_id, created_at, user_agent, last_used_at) VALUES (?, ?, ?, ?, ?)',
    [device.nonceHash, device.accountId, device.now, device.userAgent, device.now],
  );
}

/** Forgets every remembered device of the account (a password reset: the next login asks for the SMS code). */
export function forgetDeviceNonces(ctx: Context, accountId: number): void {
  ctx.db.run('DELETE FROM device_nonces WHERE account_id = ?', [accountId]);
}

/** When the account's device nonce was issued; undefined for a nonce of another account or none. */
export function deviceNonceIssuedAt(ctx: Context, nonceHash: string, accountId: number): number | undefined {
  return ctx.db.get<{ created_at: number }>(
    'SELECT created_at FROM device_nonces WHERE nonce_hash = ? AND account_id = ?',
    [nonceHash, accountId],
  )?.created_at;
}

export interface HandoverRow {
  account_id: number;
  adviser_id: number | null;
  expires_at: number | null;
  reusable: number;
  used_at: number | null;
}

export function findHandoverToken(ctx: Context, tokenHash: string, kind: string): HandoverRow | undefined {
  return ctx.db.get<HandoverRow>(
    'SELECT account_id, adviser_id, expires_at, reusable, used_at FROM handover_tokens WHERE token_hash = ? AND kind = ?',
    [tokenHash, kind],
  );
}

export function markHandoverUsed(ctx: Context, tokenHash: string, now: number): void {
  ctx.db.run('UPDATE handover_tokens SET used_at = ? WHERE token_hash = ?', [now, tokenHash]);
}

export function insertGatewayToken(
  ctx: Context,
  token: { tokenHash: string; accountId: number; adviserId: number; expiresAt: number },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      "INSERT INTO handover_tokens (token_hash, kind, account_id, adviser_id, expires_at) VALUES (?, 'gw', ?, ?, ?)",
      [token.tokenHash, token.accountId, token.adviserId, token.expiresAt],
    ),
  );
}
