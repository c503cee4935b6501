import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Day, EmptyBody, FundCode, Nullable, object, str } from '@/api/core/contract';
import { FundStatus } from '@/api/core/contract-trading';

import { DayRun } from '../batch/day-run';
import { batchScheduler } from '../batch/scheduler';
import type { Context } from '../core/context';
import { badRequest } from '../core/http/envelope';
import { forgetFundSpecs, requireFund } from '../fund/funds';
import { changeFundTerms } from '../fund/store';
import { decideLargeRedeem } from '../order/redeem/store-large-redeem';

const MAX_ADVANCE_S = 366 * 86400;
const ClockTo = object({
  /** ISO 8601 with its offset: 2026-11-24T14:59:00+08:00. */
  at: str(40, { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})$' }),
});
const Amount = Type.String({ pattern: '^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,2})?$' });
const FundChange = object({
  fundCode: FundCode,
  status: Type.Optional(FundStatus),
  maxPerDay: Type.Optional(Nullable(Amount)),
});
/** The manager's 巨额赎回 decision for a fund's open day: the part of each redemption confirmed (0 < r ≤ 1). */
const LargeRedeem = object({
  fundCode: FundCode,
  tradeDate: Day,
  acceptRatio: str(6, { pattern: '^(0\\.(?!0+$)[0-9]{1,4}|1(\\.0{1,4})?)$' }),
});
const FundTerms = object({ fundCode: FundCode, status: FundStatus, maxPerDay: Nullable(Type.String()) });

/** The trading dev hooks: the clock to an instant, the confirm batch now, a fund's terms changed. */
export function tradingDevRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** Moves the clock forward to an instant; the NAVs then due are published and due orders confirmed. */
  api.post(
    '/clock/to',
    { schema: { body: ClockTo, response: { 200: object({ now: Type.String(), run: DayRun }) } } },
    async (request) => {
      const target = Date.parse(request.body.at);
      const seconds = Math.ceil((target - ctx.clock.now()) / 1000);
      if (Number.isNaN(target) || seconds < 0) throw badRequest('时钟只能向前调整');
      if (seconds > MAX_ADVANCE_S) throw badRequest('一次最多向前调整366天');
      ctx.clock.advance(seconds);
      const run = await batchScheduler(ctx).runNow();
      return { now: new Date(ctx.clock.now()).toISOString(), run };
    },
  );

  /** Publishes the NAVs due and runs the confirm batch now; answers what it did. */
  api.post('/batch/confirm', { schema: { body: EmptyBody, response: { 200: DayRun } } }, () =>
    batchScheduler(ctx).runNow(),
  );

  /**
   * Changes a fund's status or daily cap after orders were placed: what makes the batch confirm partly (a
   * lowered cap) or fail by rule (purchases stopped).
   */
  api.post('/fund', { schema: { body: FundChange, response: { 200: FundTerms } } }, async (request) => {
    const { fundCode, status, maxPerDay } = request.body;
    requireFund(ctx, fundCode);
    changeFundTerms(ctx, fundCode, { status, maxPerDay });
    forgetFundSpecs(ctx);
    const spec = requireFund(ctx, fundCode);
    return { fundCode, status: spec.status, maxPerDay: spec.limits.maxPerDay };
  });

  /** Declares a large redemption on a fund's open day: its redemptions confirm only in part at the batch. */
  api.post(
    '/fund/large-redemption',
    { schema: { body: LargeRedeem, response: { 200: LargeRedeem } } },
    async (request) => {
      const { fundCode, tradeDate, acceptRatio } = request.body;
      requireFund(ctx, fundCode);
      decideLargeRedeem(ctx, fundCode, tradeDate, acceptRatio);
      return request.body;
    },
  );
}
