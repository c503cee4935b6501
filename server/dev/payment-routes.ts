import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, object, str } from '@/api/core/contract';

import type { Context } from '../core/context';
import { formatShanghaiSecond } from '../core/time';
import { recordRemittance } from '../order/buy/payment';

const RemittanceBody = object({ appNo: str(32, { pattern: '^[0-9A-Za-z]+$' }) });
// The arrival, or the envelope of a refusal (unknown, not a transfer, paid, ended, past its deadline).
const RemittanceAnswer = Type.Union([
  object({ appNo: Type.String(), paidAt: Type.String() }),
  Envelope(Type.Null()),
]);

/**
 * The local back office plays the bank (issue 26 item 4): POST /__dev/remittance {appNo} reports a bank
 * transfer's money as arrived now. Without it a transfer stays unpaid and is invalid at its deadline.
 */
export function paymentDevRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/__dev/remittance',
    { schema: { body: RemittanceBody, response: { 200: RemittanceAnswer } } },
    async (request) => {
      const paid = recordRemittance(ctx, request.body.appNo);
      return { appNo: paid.appNo, paidAt: formatShanghaiSecond(paid.paidAt) };
    },
  );
}
