import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';

import {
  AgreementSignedData,
  AgreementSignedQuery,
  BuyVerifyData,
  BuyVerifyQuery,
  OperationRateData,
  OperationRateQuery,
  TradeLimitData,
  TradeLimitQuery,
} from '@/api/order/contract';
import { PUBLIC_PRODUCT } from '@/shared/enums/fund';

import { signingEvidenceGap } from '../../agreement/signing-evidence';
import { isAgreementSigned, isSummarySigned } from '../../agreement/store';
import { current } from '../../auth/guard';
import { documentVersion } from '../../contract/documents';
import { tradeDateFor } from '../../core/calendar';
import type { Context } from '../../core/context';
import { ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { Decimal, ZERO } from '../../core/money';
import { feeTableFor, wireBackEndRates, wireTiers } from '../../fund/fee-tiers';
import { requireFund } from '../../fund/funds';
import { yuan } from '../../fund/list-item';
import { productFiguresFor } from '../../fund/private-figures';
import { orderSchedule } from '../calendar/schedule';
import { orderGuard } from '../common/guard';
import { limitState } from './limits';
import { buyVerdict, buyVerifyData, investorSuitability, specialCareOf } from './suitability';

/** The checks before an order (spec §4, §7): suitability, signing, fees and limits; every one needs a session. */
export function buyCheckRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };
  const known = (code: string) => requireFund(ctx, code);

  app.get(
    '/v1/order/buyVerify',
    enveloped({ querystring: BuyVerifyQuery }, BuyVerifyData, guarded),
    async (request) => {
      const { account } = current(request);
      const spec = known(request.query.fundCode);
      const result = buyVerdict(ctx, account, spec);
      const specialCare = specialCareOf(ctx, account, result);
      return ok(buyVerifyData(investorSuitability(ctx, account), spec, result, specialCare));
    },
  );

  app.get(
    '/v1/order/agreementSigned',
    enveloped({ querystring: AgreementSignedQuery }, AgreementSignedData, guarded),
    async (request) => {
      const { account } = current(request);
      const spec = known(request.query.fundCode);
      const document = spec.productType === PUBLIC_PRODUCT ? spec.documents.summary : spec.documents.contract;
      const signed =
        document !== null &&
        (spec.productType === PUBLIC_PRODUCT
          ? isSummarySigned(ctx, account.id, spec.code, document.noticeCode)
          : isAgreementSigned(ctx, account.id, document.noticeCode, documentVersion(spec, 'contract')) &&
            // Signed as the rules now ask (the disclosure first, review P9): else the signing runs again.
            signingEvidenceGap(ctx, account.id, spec) === null);
      return ok({ productType: spec.productType, statusCode: signed ? ('1' as const) : ('0' as const) });
    },
  );

  app.get(
    '/v1/order/operationRate',
    enveloped({ querystring: OperationRateQuery }, OperationRateData, guarded),
    async (request) => {
      const { fundCode, businessType } = request.query;
      const spec = known(fundCode);
      // A private product's fees are promoted only to whom may see its figures (特定对象确定).
      const withheld = productFiguresFor(ctx, current(request).account, spec.productType);
      const tiers = withheld ? [] : wireTiers(feeTableFor(spec, businessType), 'online');
      const backEndRates = withheld ? [] : wireBackEndRates(spec);
      return ok({
        fundCode,
        businessType,
        feeMode: 'A' as const,
        tiers,
        backEndRates,
        figuresWithheld: withheld,
      });
    },
  );

  app.get(
    '/v1/order/tradeLimit',
    enveloped({ querystring: TradeLimitQuery }, TradeLimitData, guarded),
    async (request) => {
      const { account } = current(request);
      const { fundCode, businessType } = request.query;
      const spec = known(fundCode);
      const now = ctx.clock.now();
      const answer = orderSchedule(spec, businessType, now);
      const tradeDate = answer.ok ? answer.schedule.tradeDate : tradeDateFor(now);
      const state = limitState(ctx, account.id, spec.code, tradeDate);
      const { minFirst, minAdditional, maxPerDay } = spec.limits;
      return ok({
        fundCode,
        businessType,
        firstPurchase: state.firstPurchase,
        minFirstAmount: yuan(minFirst),
        minAddAmount: yuan(minAdditional),
        maxPerDay: maxPerDay === null ? null : yuan(maxPerDay),
        usedToday: state.appliedToday.toFixed(2),
        remainingToday: maxPerDay === null ? null : remainingUnder(maxPerDay, state.appliedToday),
      });
    },
  );
}

/** What is left under a daily cap, never below zero. */
function remainingUnder(cap: string, used: Big): string {
  const left = new Decimal(cap).minus(used);
  return (left.lt(ZERO) ? ZERO : left).toFixed(2);
}
