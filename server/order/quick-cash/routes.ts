import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { OrderHeaders } from '@/api/order/contract-orders';
import { QuickCashBody, QuickCashData, QuickCashDone, QuickCashQuery } from '@/api/order/contract-quick-cash';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderGuard } from '../common/guard';
import { oncePerKey } from '../common/run-once-route';
import { placeQuickCash, QUICK_CASH_DONE } from './place-quick-cash';
import { quickCashRoom } from './room';

const URL = '/v1/order/quickCash';

/** 快速取现: what is left today (GET) and the withdrawal (POST, trade password and Idempotency-Key). */
export function quickCashRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(URL, enveloped({ querystring: QuickCashQuery }, QuickCashData, guarded), async (request) => {
    const { fundName: _, ...room } = quickCashRoom(ctx, current(request).account.id, request.query);
    return ok(room);
  });

  app.post(
    URL,
    enveloped({ headers: OrderHeaders, body: QuickCashBody }, QuickCashDone, guarded),
    async (request, reply) =>
      oncePerKey(ctx, URL, request, reply, async (bind) =>
        ok(await placeQuickCash(ctx, current(request), request.body, bind), QUICK_CASH_DONE),
      ),
  );
}
