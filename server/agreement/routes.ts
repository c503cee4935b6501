import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  AgreementSignBody,
  AgreementSignData,
  SignInfoPublishBody,
  SignInfoPublishData,
} from '@/api/agreement/contract';
import { Envelope } from '@/api/core/contract';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { UNKNOWN_FUND } from '../fund/rules';
import { fundExists } from '../fund/store';
import { signAgreement, signNotice } from './store';

export function agreementRoutes(app: FastifyInstance, ctx: Context): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  /** Signing twice keeps the first signature (idempotent: the login signs the privacy agreement each time). */
  api.post(
    '/v1/agreement/sign',
    { schema: { body: AgreementSignBody, response: { 200: Envelope(AgreementSignData) } }, ...guarded },
    async (request) => {
      const { agreementId, agreementType } = request.body;
      signAgreement(ctx, {
        accountId: current(request).account.id,
        agreementId,
        agreementType,
        now: ctx.clock.now(),
      });
      return ok(null, '签署成功');
    },
  );

  api.post(
    '/v1/agreement/signInfoPublish',
    { schema: { body: SignInfoPublishBody, response: { 200: Envelope(SignInfoPublishData) } }, ...guarded },
    async (request) => {
      const { account } = current(request);
      const { fundBusinessCode, fundCode, noticeCode } = request.body;
      if (!fundExists(ctx, fundCode)) throw hint(UNKNOWN_FUND);
      signNotice(ctx, {
        accountId: account.id,
        fundBusinessCode,
        fundCode,
        noticeCode,
        now: ctx.clock.now(),
      });
      return ok(null, '签署成功');
    },
  );
}
