import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import type { RedeemBusinessType } from '@/api/core/contract-trading';
import { OrderHeaders } from '@/api/order/contract-orders';
import {
  RedeemableData,
  RedeemableQuery,
  RedeemBody,
  RedeemData,
  RedeemQuoteData,
  RedeemQuoteQuery,
} from '@/api/order/contract-redeem';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { requireFund } from '../../fund/funds';
import { holdingViews, isRedeemable } from '../../holding/holdings';
import { orderGuard } from '../common/guard';
import { firstBoundCard } from '../common/money-to-card';
import { oncePerKey } from '../common/run-once-route';
import { placeRedeem, REDEEM_ACCEPTED, redeemQuote, redeemPlan } from './place-redeem';

const REDEEMS: Array<[string, RedeemBusinessType]> = [
  ['/v1/order/redeem', 'Redeem'],
  ['/v1/order/redeem/hope', 'BookRedeem'],
];

/**
 * Redeeming: the redeemable-holdings check, the redeem preview and the redeem orders. Every call needs a
 * session; the POSTs need the trade password and an Idempotency-Key.
 */
export function redeemRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/redeemable',
    enveloped({ querystring: RedeemableQuery }, RedeemableData, guarded),
    async (request) => {
      const { fundCode, tradeAccount } = request.query;
      return ok(
        holdingViews(ctx, current(request).account.id, { fundCode, tradeAccount }).filter(isRedeemable),
      );
    },
  );

  app.get(
    '/v1/order/redeemQuote',
    enveloped({ querystring: RedeemQuoteQuery }, RedeemQuoteData, guarded),
    async (request) => {
      const { fundCode, tradeAccount, applyShare, businessType } = request.query;
      const spec = requireFund(ctx, fundCode);
      const accountId = current(request).account.id;
      const plan = redeemPlan(ctx, accountId, spec, { tradeAccount, applyShare, business: businessType });
      return ok(redeemQuote(plan, firstBoundCard(ctx, accountId)));
    },
  );

  for (const [url, business] of REDEEMS) {
    app.post(
      url,
      enveloped({ headers: OrderHeaders, body: RedeemBody }, RedeemData, guarded),
      async (request, reply) =>
        oncePerKey(ctx, url, request, reply, async (bind) =>
          ok(await placeRedeem(ctx, current(request), business, request.body, bind), REDEEM_ACCEPTED),
        ),
    );
  }
}
