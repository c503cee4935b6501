import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import type { BuyBusinessType, FeeMode } from '@/api/core/contract-trading';
import type { FiguresWithheld } from '@/api/fund/contract';
import {
  OrderHeaders,
  PurchaseBody,
  PurchaseData,
  TradingPoundageBody,
  TradingPoundageData,
} from '@/api/order/contract-orders';
import { feeModeRefusal } from '@/shared/trading';

import { current } from '../../auth/guard';
import type { Context } from '../../core/context';
import { hint, ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { parseYuan } from '../../core/money';
import { feeTableFor } from '../../fund/fee-tiers';
import { requireFund } from '../../fund/funds';
import { productFiguresFor } from '../../fund/private-figures';
import { orderGuard } from '../common/guard';
import { oncePerKey } from '../common/run-once-route';
import { ORDER_ACCEPTED, placeBuy } from './place-buy';
import { quotePurchaseFee } from './rules';

const ORDERS: Array<[string, BuyBusinessType]> = [
  ['/v1/order/purchase', 'Purchase'],
  ['/v1/order/subscription', 'Subscribe'],
  ['/v1/order/purchase/hope', 'BookPurchase'],
];

/** The fee preview of a product whose figures the investor may not see: the amount, no figure, and why. */
const withheldFee = (
  applySum: string,
  feeMode: FeeMode,
  withheld: NonNullable<FiguresWithheld>,
): TradingPoundageData => ({
  applySum: parseYuan(applySum).toFixed(2),
  feeMode,
  listRate: null,
  rate: null,
  discount: null,
  fixedFee: null,
  listFee: null,
  fee: null,
  netAmount: null,
  figuresWithheld: withheld,
});

const rate4 = (rate: { times(n: string): { toFixed(p: number): string } } | null) =>
  rate === null ? null : rate.times('100').toFixed(4);

/**
 * The buying orders: each needs the trade password and an Idempotency-Key (a replay answers the first
 * result with the header Idempotent-Replayed; the same key with another body: 409). The fee preview makes
 * no order and needs neither.
 */
export function buyRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  for (const [url, business] of ORDERS) {
    app.post(
      url,
      enveloped({ headers: OrderHeaders, body: PurchaseBody }, PurchaseData, guarded),
      async (request, reply) =>
        oncePerKey(ctx, url, request, reply, async (bind) =>
          ok(await placeBuy(ctx, current(request), business, request.body, bind), ORDER_ACCEPTED),
        ),
    );
  }

  app.post(
    '/v1/order/tradingPoundage',
    enveloped({ body: TradingPoundageBody }, TradingPoundageData, guarded),
    async (request) => {
      const { fundCode, businessType, applySum, feeMode = 'A' } = request.body;
      const spec = requireFund(ctx, fundCode);
      const refusal = feeModeRefusal(feeMode, spec.fees.backEnd);
      if (refusal) throw hint(refusal);
      // A private product's fees are promoted only to whom may see its figures (特定对象确定).
      const withheld = productFiguresFor(ctx, current(request).account, spec.productType);
      if (withheld) return ok(withheldFee(applySum, feeMode, withheld));
      const table = feeTableFor(spec, businessType);
      const quote = quotePurchaseFee({
        table,
        amount: parseYuan(applySum),
        mode: feeMode,
        channel: 'online',
        backEndOffered: spec.fees.backEnd !== null,
      });
      const discount =
        quote.listRate && quote.rate && !quote.listRate.eq('0')
          ? quote.rate.div(quote.listRate).toFixed(2)
          : '1.00';
      return ok({
        applySum: quote.amount.toFixed(2),
        feeMode: quote.mode,
        listRate: rate4(quote.listRate),
        rate: rate4(quote.rate),
        discount,
        fixedFee: quote.fixed !== null,
        listFee: quote.listFee.toFixed(2),
        fee: quote.fee.toFixed(2),
        netAmount: quote.net.toFixed(2),
        figuresWithheld: null,
      });
    },
  );
}
