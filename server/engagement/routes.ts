import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  EngagementSignBody,
  EngagementSignData,
  EngagementStatusData,
  EngagementStatusQuery,
} from '@/api/engagement/contract';
import { formatShanghaiSecond } from '@/shared/time';
import { agreementTitle, agreementUrl } from '@/static-agreements';

import { agreementFileHash } from '../agreement/agreement-file';
import { agreementSignedAt, recordEvidence, signAgreement } from '../agreement/store';
import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { ENGAGEMENT_ID } from './rules';

const SLUG = ENGAGEMENT_ID;

const engagementHash = () => agreementFileHash(SLUG);

/** Spec §4 private step 2: the electronic-signature engagement (电子签名约定书). */
export function engagementRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  app.get(
    '/v1/engagement/status',
    enveloped({ querystring: EngagementStatusQuery }, EngagementStatusData, guarded),
    async (request) => {
      const signedAt = agreementSignedAt(ctx, current(request).account.id, ENGAGEMENT_ID);
      return ok({
        signed: signedAt === null ? ('0' as const) : ('1' as const),
        signedAt: signedAt === null ? null : formatShanghaiSecond(signedAt),
        fileName: `${agreementTitle(SLUG)}.pdf`,
        filePath: agreementUrl(SLUG),
        fileHash: engagementHash(),
      });
    },
  );

  /** The first signature counts; each one is evidence (the file's hash, the session, the time). */
  app.post(
    '/v1/engagement/sign',
    enveloped({ body: EngagementSignBody }, EngagementSignData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const now = ctx.clock.now();
      transaction(ctx, () => {
        signAgreement(ctx, {
          accountId: account.id,
          agreementId: ENGAGEMENT_ID,
          agreementType: 'engagement',
          now,
        });
        recordEvidence(ctx, {
          accountId: account.id,
          sessionHash: session.token_hash,
          kind: 'engagement',
          fundCode: null,
          businessCode: null,
          documentCode: ENGAGEMENT_ID,
          documentName: `${agreementTitle(SLUG)}.pdf`,
          documentHash: engagementHash(),
          detail: null,
          appNo: null,
          at: now,
        });
      });
      return ok(null, '签署成功');
    },
  );
}
