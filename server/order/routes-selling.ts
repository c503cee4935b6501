import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { Envelope } from '@/api/core/contract';
import type { RedeemBusinessType } from '@/api/core/contract-trading';
import {
  CancelBody,
  CancelData,
  CancellableData,
  CancellableQuery,
  DividendChangeBody,
  DividendChangeData,
  DividendData,
  DividendQuery,
} from '@/api/order/contract-changes';
import { OrderHeaders } from '@/api/order/contract-orders';
import {
  RedeemableData,
  RedeemableQuery,
  RedeemBody,
  RedeemData,
  RedeemQuoteData,
  RedeemQuoteQuery,
} from '@/api/order/contract-redeem';

import { current } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { requireFund } from '../fund/funds';
import { cancellableOrders, cancelOrder, ORDER_CANCELLED } from './cancel-order';
import { changeDividend, DIVIDEND_SUBMITTED, dividendSettings } from './dividend-change';
import { orderGuard } from './guard';
import { holdingViews, isRedeemable } from './holdings';
import { fingerprint, runOnce, type BindKey } from './idempotency';
import { placeRedemption, REDEEM_ACCEPTED, redeemQuote, redemptionPlan } from './redeem-order';

const REDEEMS: Array<[string, RedeemBusinessType]> = [
  ['/v1/order/redeem', 'Redeem'],
  ['/v1/order/redeem/hope', 'BookRedeem'],
];

type Keyed = FastifyRequest & { headers: OrderHeaders; body: Record<string, unknown> };

/** An order POST or PUT run once per Idempotency-Key, exactly as the buying orders are (idempotency.ts). */
async function once<T>(
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

/**
 * Selling and changing: the redeemable-holdings check and the redemption preview, the redemptions, the
 * cancellable orders and the cancel, the dividend methods and their change. Every call needs a session; the
 * POSTs and the PUT need the trade password and an Idempotency-Key.
 */
export function sellingRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/redeemable',
    { schema: { querystring: RedeemableQuery, response: { 200: Envelope(RedeemableData) } }, ...guarded },
    async (request) => {
      const { fundCode, tradeAccount } = request.query;
      return ok(
        holdingViews(ctx, current(request).account.id, { fundCode, tradeAccount }).filter(isRedeemable),
      );
    },
  );

  app.get(
    '/v1/order/redeemQuote',
    { schema: { querystring: RedeemQuoteQuery, response: { 200: Envelope(RedeemQuoteData) } }, ...guarded },
    async (request) => {
      const { fundCode, tradeAccount, applyShare, businessType } = request.query;
      const spec = requireFund(ctx, fundCode);
      const plan = redemptionPlan(ctx, current(request).account.id, spec, {
        tradeAccount,
        applyShare,
        business: businessType,
      });
      return ok(redeemQuote(plan));
    },
  );

  for (const [url, business] of REDEEMS) {
    app.post(
      url,
      {
        schema: { headers: OrderHeaders, body: RedeemBody, response: { 200: Envelope(RedeemData) } },
        ...guarded,
      },
      async (request, reply) =>
        once(ctx, url, request, reply, async (bind) =>
          ok(await placeRedemption(ctx, current(request), business, request.body, bind), REDEEM_ACCEPTED),
        ),
    );
  }

  app.get(
    '/v1/order/cancel',
    { schema: { querystring: CancellableQuery, response: { 200: Envelope(CancellableData) } }, ...guarded },
    async (request) => ok(cancellableOrders(ctx, current(request).account.id)),
  );

  app.post(
    '/v1/order/cancel',
    {
      schema: { headers: OrderHeaders, body: CancelBody, response: { 200: Envelope(CancelData) } },
      ...guarded,
    },
    async (request, reply) =>
      once(ctx, '/v1/order/cancel', request, reply, async (bind) =>
        ok(await cancelOrder(ctx, current(request).account, request.body, bind), ORDER_CANCELLED),
      ),
  );

  app.get(
    '/v1/order/dividend',
    { schema: { querystring: DividendQuery, response: { 200: Envelope(DividendData) } }, ...guarded },
    async (request) => {
      const { fundCode, tradeAccount } = request.query;
      return ok(dividendSettings(ctx, current(request).account.id, { fundCode, tradeAccount }));
    },
  );

  app.put(
    '/v1/order/dividend',
    {
      schema: {
        headers: OrderHeaders,
        body: DividendChangeBody,
        response: { 200: Envelope(DividendChangeData) },
      },
      ...guarded,
    },
    async (request, reply) =>
      once(ctx, '/v1/order/dividend', request, reply, async (bind) =>
        ok(await changeDividend(ctx, current(request), request.body, bind), DIVIDEND_SUBMITTED),
      ),
  );
}
