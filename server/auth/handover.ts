import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { GW_TOKEN_MS, handoverUsable } from './rules';
import { firstAdviser } from './store';
import { findHandoverToken, insertGatewayToken, markHandoverUsed } from './store-tokens';

/** Hand-over tokens: the adviser gateway ('gw') and the consignment channel ('registered'). */
export type HandoverKind = 'gw' | 'registered';

/** Uses up a token (unless it is a reusable demo token); null when unknown, used, expired or of another kind. */
export function useHandoverToken(
  ctx: Context,
  kind: HandoverKind,
  token: string,
): { accountId: number; adviserId: number | null } | null {
  const now = ctx.clock.now();
  return transaction(ctx, () => {
    const hash = hashToken(token);
    const row = findHandoverToken(ctx, hash, kind);
    if (!row || !handoverUsable(row, now)) return null;
    if (!row.reusable) markHandoverUsed(ctx, hash, now);
    return { accountId: row.account_id, adviserId: row.adviser_id };
  });
}

/** A gateway token for the demo adviser, valid 5 minutes (dev hook). */
export function issueAdviserToken(ctx: Context): string {
  const adviser = firstAdviser(ctx);
  if (!adviser) throw new Error('no adviser seeded');
  const token = randomToken();
  insertGatewayToken(ctx, {
    tokenHash: hashToken(token),
    accountId: adviser.client_account_id,
    adviserId: adviser.id,
    expiresAt: ctx.clock.now() + GW_TOKEN_MS,
  });
  return token;
}
