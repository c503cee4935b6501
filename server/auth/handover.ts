import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { MINUTE } from '../time';

/** Hand-over tokens: the adviser gateway ('gw') and the consignment channel ('registered'). */
export type HandoverKind = 'gw' | 'registered';
export const GW_TOKEN_MS = 5 * MINUTE;

/** Uses up a token (unless it is a reusable demo token); null when unknown, used, expired or of another kind. */
export function useHandoverToken(
  ctx: Context,
  kind: HandoverKind,
  token: string,
): { accountId: number; adviserId: number | null } | null {
  const now = ctx.clock.now();
  return ctx.db.tx(() => {
    const hash = hashToken(token);
    const row = ctx.db.get<{
      account_id: number;
      adviser_id: number | null;
      expires_at: number | null;
      reusable: number;
      used_at: number | null;
    }>(
      'SELECT account_id, adviser_id, expires_at, reusable, used_at FROM handover_tokens WHERE token_hash = ? AND kind = ?',
      [hash, kind],
    );
    if (!row || row.used_at !== null || (row.expires_at !== null && row.expires_at <= now)) return null;
    if (!row.reusable) ctx.db.run('UPDATE handover_tokens SET used_at = ? WHERE token_hash = ?', [now, hash]);
    return { accountId: row.account_id, adviserId: row.adviser_id };
  });
}

/** A gateway token for the demo adviser, valid 5 minutes (dev hook). */
export function issueAdviserToken(ctx: Context): string {
  const adviser = ctx.db.get<{ id: number; client_account_id: number }>(
    'SELECT id, client_account_id FROM advisers ORDER BY id LIMIT 1',
  );
  if (!adviser) throw new Error('no adviser seeded');
  const token = randomToken();
  ctx.db.tx(() =>
    ctx.db.run(
      "INSERT INTO handover_tokens (token_hash, kind, account_id, adviser_id, expires_at) VALUES (?, 'gw', ?, ?, ?)",
      [hashToken(token), adviser.client_account_id, adviser.id, ctx.clock.now() + GW_TOKEN_MS],
    ),
  );
  return token;
}
