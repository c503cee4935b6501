import { TOKEN_TTL_MS } from '../contract/rules';
import type { Context } from '../core/context';
import { putBounded } from '../core/volatile';

/**
 * A right trade password (POST /v1/account/password) is proof for the session that checked it, for the time
 * a signing token lives: the private signing (spec §4 step 8 starts with it) asks for that proof before it
 * verifies or signs, so a stolen session alone cannot sign a contract. Kept in memory: a restart asks again.
 */
const proofs = (ctx: Context) => ctx.volatile.map<number>('trade-password-proofs');

export function proveTradePassword(ctx: Context, sessionHash: string): void {
  proofs(ctx).delete(sessionHash);
  putBounded(proofs(ctx), sessionHash, ctx.clock.now());
}

export function tradePasswordProven(ctx: Context, sessionHash: string): boolean {
  const at = proofs(ctx).get(sessionHash);
  return at !== undefined && ctx.clock.now() - at < TOKEN_TTL_MS;
}
