import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import type { HybridPayload } from '@/api/types';

import type { Context } from '../context';
import { decodeHybrid } from '../crypto/hybrid';
import { MINUTE } from '../time';
import { badRequest } from './envelope';

export const WAIT_ID_MS = 5 * MINUTE;

export function issueWaitId(ctx: Context): string {
  const waitId = randomUUID();
  const now = ctx.clock.now();
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM hybrid_waits WHERE created_at < ?', [now - WAIT_ID_MS]);
    ctx.db.run('INSERT INTO hybrid_waits (wait_id, created_at) VALUES (?, ?)', [waitId, now]);
  });
  return waitId;
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
    const now = ctx.clock.now();
    const fresh = ctx.db.tx(() => {
      const row = ctx.db.get<{ created_at: number; used: number }>(
        'SELECT created_at, used FROM hybrid_waits WHERE wait_id = ?',
        [payload.waitId],
      );
      if (!row || row.used) return false;
      ctx.db.run('UPDATE hybrid_waits SET used = 1 WHERE wait_id = ?', [payload.waitId]);
      return now - row.created_at <= WAIT_ID_MS;
    });
    if (!fresh) throw badRequest('加密参数已失效，请重试');
    try {
      request.body = decodeHybrid(payload, ctx.rsa.decrypt);
    } catch {
      throw badRequest('加密数据无法解密');
    }
  };
}
