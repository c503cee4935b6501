import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  DividendChangeBody,
  DividendChangeData,
  DividendData,
  DividendQuery,
} from '@/api/order/contract-changes';
import { OrderHeaders } from '@/api/order/contract-orders';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { orderGuard } from '../common/guard';
import { oncePerKey } from '../common/run-once-route';
import { changeDividend, DIVIDEND_SUBMITTED, dividendSettings } from './change-dividend';

/** A holding's dividend methods and their change (trade password and an Idempotency-Key); both need a session. */
export function dividendRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/dividend',
    enveloped({ querystring: DividendQuery }, DividendData, guarded),
    async (request) => {
      const { fundCode, tradeAccount } = request.query;
      return ok(dividendSettings(ctx, current(request).account.id, { fundCode, tradeAccount }));
    },
  );

  app.put(
    '/v1/order/dividend',
    enveloped({ headers: OrderHeaders, body: DividendChangeBody }, DividendChangeData, guarded),
    async (request, reply) =>
      oncePerKey(ctx, '/v1/order/dividend', request, reply, async (bind) =>
        ok(await changeDividend(ctx, current(request), request.body, bind), DIVIDEND_SUBMITTED),
      ),
  );
}
