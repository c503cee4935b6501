import type { FastifyInstance } from 'fastify';

import type { AgreementSignRequest, NoticeSignRequest } from '@/api/types';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../context';
import { hint, ok } from '../http/envelope';
import { object, str } from '../http/schemas';

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
      const { account } = current(request);
      ctx.db.tx(() =>
        ctx.db.run(
          'INSERT OR IGNORE INTO agreement_signs (account_id, agreement_id, agreement_type, signed_at) VALUES (?, ?, ?, ?)',
          [account.id, request.body.agreementId, request.body.agreementType, ctx.clock.now()],
        ),
      );
      return ok(null, '签署成功');
    },
  );

  app.post<{ Body: NoticeSignRequest }>(
    '/v1/agreement/signInfoPublish',
    { schema: { body: NOTICE }, ...guarded },
    async (request) => {
      const { account } = current(request);
      const { fundBusinessCode, fundCode, noticeCode } = request.body;
      if (!ctx.db.get('SELECT 1 FROM funds WHERE code = ?', [fundCode])) throw hint('未找到该产品');
      ctx.db.tx(() =>
        ctx.db.run(
          'INSERT OR IGNORE INTO notice_signs (account_id, fund_business_code, fund_code, notice_code, signed_at) VALUES (?, ?, ?, ?, ?)',
          [account.id, fundBusinessCode, fundCode, noticeCode, ctx.clock.now()],
        ),
      );
      return ok(null, '签署成功');
    },
  );
}
