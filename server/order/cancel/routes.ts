import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { CancelBody, CancelData, CancellableData, CancellableQuery } from '@/api/order/contract-changes';
import { OrderHeaders } from '@/api/order/contract-orders';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderGuard } from '../common/guard';
import { oncePerKey } from '../common/run-once-route';
import { cancellableOrders, cancelOrder, ORDER_CANCELLED } from './cancel-order';

/** The cancellable orders and the cancel (trade password and an Idempotency-Key); both need a session. */
export function cancelRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/cancel',
    enveloped({ querystring: CancellableQuery }, CancellableData, guarded),
    async (request) => ok(cancellableOrders(ctx, current(request).account.id)),
  );

  app.post(
    '/v1/order/cancel',
    enveloped({ headers: OrderHeaders, body: CancelBody }, CancelData, guarded),
    async (request, reply) =>
      oncePerKey(ctx, '/v1/order/cancel', request, reply, async (bind) =>
        ok(await cancelOrder(ctx, current(request).account, request.body, bind), ORDER_CANCELLED),
      ),
  );
}
