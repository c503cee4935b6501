import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { DAY } from '../time';

/** A device that passed the SMS step once skips it for 30 days (the portal stores the nonce by account). */
export const DEVICE_NONCE_MS = 30 * DAY;

export function isValidDeviceNonce(ctx: Context, accountId: number, nonce: string | undefined): boolean {
  if (!nonce) return false;
  const row = ctx.db.get<{ created_at: number }>(
    'SELECT created_at FROM device_nonces WHERE nonce_hash = ? AND account_id = ?',
    [hashToken(nonce), accountId],
  );
  return !!row && ctx.clock.now() - row.created_at < DEVICE_NONCE_MS;
}

/** Issues a device nonce; call inside a transaction. */
export function issueDeviceNonce(ctx: Context, accountId: number): string {
  const nonce = randomToken();
  ctx.db.run('INSERT INTO device_nonces (nonce_hash, account_id, created_at) VALUES (?, ?, ?)', [
    hashToken(nonce),
    accountId,
    ctx.clock.now(),
  ]);
  return nonce;
}
