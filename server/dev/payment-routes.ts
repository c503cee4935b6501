import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, Nullable, object, str } from '@/api/core/contract';
import { formatShanghaiSecond } from '@/shared/time';

import { setDebitRefusal } from '../bank/store-debits';
import type { Context } from '../core/context';
import { recordRemittance } from '../order/buy/payment';

const RemittanceBody = object({ appNo: str(32, { pattern: '^[0-9A-Za-z]+$' }) });
// A bound card's number and why its bank now refuses its debits (null: it pays again).
const DebitRefusalBody = object({
  cardNo: str(19, { pattern: '^[0-9]{16,19}$' }),
  reason: Nullable(str(40)),
});
// The arrival, or the envelope of a refusal (unknown, not a transfer, paid, ended, past its deadline).
const RemittanceAnswer = Type.Union([
  object({ appNo: Type.String(), paidAt: Type.String() }),
  Envelope(Type.Null()),
]);

/**
 * The local back office plays the bank (issue 26 item 4): POST /__dev/remittance {appNo} reports a bank
 * transfer's money as arrived now. Without it a transfer stays unpaid and is invalid at its deadline.
 * POST /__dev/bank/debit-refusal {cardNo, reason} makes the bank refuse the card's fast-pay debits (余额不足…).
 */
export function paymentDevRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/remittance',
    { schema: { body: RemittanceBody, response: { 200: RemittanceAnswer } } },
    async (request) => {
      const paid = recordRemittance(ctx, request.body.appNo);
      return { appNo: paid.appNo, paidAt: formatShanghaiSecond(paid.paidAt) };
    },
  );

  api.post(
    '/bank/debit-refusal',
    { schema: { body: DebitRefusalBody, response: { 200: DebitRefusalBody } } },
    async (request) => {
      setDebitRefusal(ctx, request.body.cardNo, request.body.reason, ctx.clock.now());
      return request.body;
    },
  );
}
