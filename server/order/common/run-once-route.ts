import type { FastifyReply, FastifyRequest } from 'fastify';

import type { OrderHeaders } from '@/api/order/contract-orders';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { fingerprint, runOnce, type BindKey } from './idempotency';

type Keyed = FastifyRequest & { headers: OrderHeaders; body: Record<string, unknown> };

/**
 * An order POST or PUT run once per Idempotency-Key (idempotency.ts): a replay answers the first result
 * with the header Idempotent-Replayed; the same key with another body is refused (409).
 */
export async function oncePerKey<T>(
  ctx: Context,
  url: string,
  request: Keyed,
  reply: FastifyReply,
  work: (bind: BindKey) => Promise<T>,
): Promise<T> {
  const intent = {
    accountId: current(request).account.id,
    key: request.headers['idempotency-key'],
    route: url,
    fingerprint: fingerprint(url, request.body),
  };
  const outcome = await runOnce(ctx, intent, work);
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return outcome.answer;
}
