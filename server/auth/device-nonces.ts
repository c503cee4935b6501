import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { DEVICE_NONCE_MS, withinMs } from './rules';
import { deviceNonceIssuedAt, insertDeviceNonce } from './store-tokens';

export function isValidDeviceNonce(ctx: Context, accountId: number, nonce: string | undefined): boolean {
  if (!nonce) return false;
  return withinMs(deviceNonceIssuedAt(ctx, hashToken(nonce), accountId), ctx.clock.now(), DEVICE_NONCE_MS);
}

/** Issues a device nonce; call inside a transaction. */
export function issueDeviceNonce(ctx: Context, accountId: number): string {
  const nonce = randomToken();
  insertDeviceNonce(ctx, hashToken(nonce), accountId, ctx.clock.now());
  return nonce;
}
