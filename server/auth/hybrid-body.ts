import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { HybridPayload } from '@/api/core/contract';

import type { Context } from '../core/context';
import { decodeHybrid } from '../core/crypto/hybrid';
import { badRequest } from '../core/http/envelope';
import { putBounded } from '../core/volatile';
import { WAIT_ID_MS } from './rules';

// Wait ids live five minutes: in memory (core/volatile.ts), not in the database, which each one would
// rewrite and fsync. A restart forgets them: the page fetches a new key and wait id.
const waits = (ctx: Context) => ctx.volatile.map<number>('hybrid-waits');

/** GET /v1/auth/amWeb/rsa hands out a wait id with the public key; one hybrid body may use it. */
export function issueWaitId(ctx: Context): string {
  const waitId = randomUUID();
  const now = ctx.clock.now();
  for (const [id, issuedAt] of waits(ctx)) {
    if (now - issuedAt <= WAIT_ID_MS) break;
    waits(ctx).delete(id);
  }
  putBounded(waits(ctx), waitId, now);
  return waitId;
}

/** Uses up a wait id: when it was issued, or undefined when unknown or already used. */
function useWaitId(ctx: Context, waitId: string): number | undefined {
  const issuedAt = waits(ctx).get(waitId);
  waits(ctx).delete(waitId);
  return issuedAt;
}

function isHybrid(body: unknown): body is HybridPayload {
  if (!body || typeof body !== 'object') return false;
  const keys = Object.keys(body).sort().join(',');
  const values = Object.values(body);
  return keys === 'data,key,waitId' && values.every((v) => typeof v === 'string' && v.length <= 65536);
}

/**
 * preValidation hook of the routes that accept the hybrid scheme: a body of exactly {key, waitId, data}
 * is decoded (its waitId used up) and replaced by the plain body, which the route schema then validates.
 */
export function hybridBody(ctx: Context) {
  return async (request: FastifyRequest) => {
    if (!isHybrid(request.body)) return;
    const payload = request.body;
    const issuedAt = useWaitId(ctx, payload.waitId);
    if (issuedAt === undefined || ctx.clock.now() - issuedAt > WAIT_ID_MS) {
      throw badRequest('加密参数已失效，请重试');
    }
    try {
      request.body = decodeHybrid(payload, (base64) => ctx.rsa.decrypt(base64));
    } catch {
      throw badRequest('加密数据无法解密');
    }
  };
}
