import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { OrderDetailData, OrderDetailQuery } from '@/api/order/contract-detail';

import { current, requireSession } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderDetail } from './order-detail';

/** 订单详情 GET /v1/order/detail?appNo=: one of the signed-in investor's orders. */
export function orderDetailRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/order/detail',
    // A read: any signed-in investor sees their own orders (the blacklist stops new ones, not reading).
    enveloped({ querystring: OrderDetailQuery }, OrderDetailData, { preHandler: requireSession(ctx) }),
    async (request) => ok(orderDetail(ctx, current(request).account.id, request.query.appNo)),
  );
}
