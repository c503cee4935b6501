import type { FastifyInstance } from 'fastify';

import type { AgreementSignRequest, NoticeSignRequest } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hint, ok } from '../core/http/envelope';
import { object, str } from '../core/http/schemas';
import { UNKNOWN_FUND } from '../fund/rules';
import { fundExists } from '../fund/store';
import { signAgreement, signNotice } from './store';

const CODE = str(32, { pattern: '^[A-Za-z0-9_-]+$' });
const SIGN = object({ agreementId: CODE, agreementType: CODE });
const NOTICE = object({
  fundBusinessCode: CODE,
  fundCode: str(6, { pattern: '^[0-9]{6}$' }),
  noticeCode: CODE,
});

export function agreementRoutes(app: FastifyInstance, ctx: Context): void {
  const guarded = { preHandler: requireSession(ctx) };

  /** Signing twice keeps the first signature (idempotent: the login signs the privacy agreement each time). */
  app.post<{ Body: AgreementSignRequest }>(
    '/v1/agreement/sign',
    { schema: { body: SIGN }, ...guarded },
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

  app.post<{ Body: NoticeSignRequest }>(
    '/v1/agreement/signInfoPublish',
    { schema: { body: NOTICE }, ...guarded },
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
