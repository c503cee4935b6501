import type { FastifyReply } from 'fastify';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { DEVICE_NONCE_MS, withinMs } from './rules';
import { noticeNewDevice } from './security-notices';
import { startSession, type SessionStart } from './sessions';
import type { AccountRow } from './store';
import { deviceNonceIssuedAt, insertDeviceNonce } from './store-tokens';

export function isValidDeviceNonce(ctx: Context, accountId: number, nonce: string | undefined): boolean {
  if (!nonce) return false;
  return withinMs(deviceNonceIssuedAt(ctx, hashToken(nonce), accountId), ctx.clock.now(), DEVICE_NONCE_MS);
}

/** Remembers a device (a nonce, 30 days); call inside a transaction. */
export function issueDeviceNonce(ctx: Context, accountId: number, userAgent = ''): string {
  const nonce = randomToken();
  insertDeviceNonce(ctx, { nonceHash: hashToken(nonce), accountId, now: ctx.clock.now(), userAgent });
  return nonce;
}

/**
 * A login from a device that was not remembered (after the SMS step, or a hand-over): the device is
 * remembered (a nonce, 30 days), the session starts on it, and the investor is told by SMS. Inside the
 * caller's transaction; returns the nonce.
 */
export function loginOnNewDevice(
  ctx: Context,
  reply: FastifyReply,
  account: AccountRow,
  start: SessionStart,
): string {
  const nonce = issueDeviceNonce(ctx, account.id, start.client.userAgent);
  const nonceHash = hashToken(nonce);
  startSession(ctx, reply, account.id, { ...start, deviceHash: nonceHash });
  noticeNewDevice(ctx, account, start.client, nonceHash);
  return nonce;
}
